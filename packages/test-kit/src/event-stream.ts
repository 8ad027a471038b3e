/**
 * Reads a text/event-stream body block by block, as the page's fetch reads it, until it ends (or its
 * request is aborted, which rejects): each event with data (parsed JSON), and each comment line.
 */
export async function readEventStream(
  body: NonNullable<Response['body']>,
  onEvent: (event: string, data: unknown) => void,
  onComment: (comment: string) => void = () => undefined,
): Promise<void> {
  let buffer = '';
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const comment = lines.find((line) => line.startsWith(':'));
      if (comment !== undefined) onComment(comment);
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
      if (data.length) onEvent(event, JSON.parse(data.join('\n')));
    }
  }
}
