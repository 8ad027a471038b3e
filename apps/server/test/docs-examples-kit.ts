import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The docs' shell examples as the docs test runs them (docs-examples.test.ts): every fenced `sh` block
 * of the repository's markdown that calls `curl`, cut into the commands a reader would paste, each with
 * its `# → …` expectation, and a matcher for the documented answers. Strict on purpose: what it cannot
 * read is an error naming the file and line, so a new example is run or refused, never skipped.
 */

/** Where the examples live: the README, docs/ (all of it), the examples' READMEs. */
export async function markdownFiles(repo: string): Promise<string[]> {
  const found = ['README.md'];
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(path.join(repo, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') await walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  await walk('docs');
  await walk('examples');
  return found.sort((a, b) => (a === 'README.md' ? -1 : b === 'README.md' ? 1 : a.localeCompare(b)));
}

export interface DocItem {
  /** `file:line` of the item's first line. */
  at: string;
  kind: 'command' | 'comment';
  /** A command as bash reads it (continuations and multi-line quotes kept); a comment without its `#`. */
  text: string;
}

export interface DocBlock {
  at: string;
  items: DocItem[];
}

/** The `sh` blocks that call curl; a curl in a block of another language is an error. */
export function curlBlocks(file: string, markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^```(\S*)\s*$/.exec(lines[index]!);
    if (!fence) continue;
    const start = index;
    let end = index + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end += 1;
    const body = lines.slice(start + 1, end);
    index = end;
    if (!body.some((line) => /(^|[\s$(])curl\s/.test(line))) continue;
    if (fence[1] !== 'sh') {
      throw new Error(
        `${file}:${start + 1}: a curl example in a \`\`\`${fence[1] || '(no language)'} block: fence it \`\`\`sh so the docs test runs it`,
      );
    }
    blocks.push({ at: `${file}:${start + 1}`, items: splitCommands(file, start + 2, body) });
  }
  return blocks;
}

/**
 * Cuts a block into commands and comment lines: a command ends at a newline outside quotes, `$(…)` and
 * a trailing backslash; a comment after a command on its line stays with the command (bash drops it).
 */
function splitCommands(file: string, firstLine: number, lines: string[]): DocItem[] {
  const items: DocItem[] = [];
  let current: string[] = [];
  let startLine = firstLine;
  let quote: "'" | '"' | null = null;
  let depth = 0;
  lines.forEach((line, offset) => {
    if (!current.length) {
      startLine = firstLine + offset;
      const trimmed = line.trim();
      if (!trimmed) return;
      if (trimmed.startsWith('#')) {
        items.push({ at: `${file}:${startLine}`, kind: 'comment', text: trimmed.replace(/^#\s?/, '') });
        return;
      }
    }
    current.push(line);
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i]!;
      if (quote === "'") {
        if (char === "'") quote = null;
      } else if (char === '\\') i += 1;
      else if (quote === '"') {
        if (char === '"') quote = null;
      } else if (char === "'" || char === '"') quote = char;
      else if (char === '$' && line[i + 1] === '(') {
        depth += 1;
        i += 1;
      } else if (char === ')' && depth > 0) depth -= 1;
      else if (char === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
    }
    if (!quote && depth === 0 && !line.endsWith('\\')) {
      items.push({ at: `${file}:${startLine}`, kind: 'command', text: current.join('\n') });
      current = [];
    }
  });
  if (current.length) {
    throw new Error(
      `${file}:${startLine}: a command the docs test cannot read to its end (an unclosed quote?)`,
    );
  }
  return items;
}

/**
 * A command made only of assignments (`A=1; B='x y'`), as [name, value as written]; null for any other
 * command. Parts are cut at `;` outside quotes; an unquoted space inside a part makes it a command
 * (`A=1 npm start`).
 */
export function assignmentsOf(command: string): [string, string][] | null {
  const text = command.replace(/\s+#[^'"]*$/, '').trim();
  const parts: string[] = [];
  let part = '';
  let quote: string | null = null;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '<' && text[i - 1] === '=')
      quote = '>'; // `ADMIN=<what the reader puts there>`
    else if (char === '$' && text[i + 1] === '(') depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    else if (depth === 0 && char === ';') {
      parts.push(part.trim());
      part = '';
      continue;
    } else if (depth === 0 && /\s/.test(char)) {
      if (!part) continue; // after `; `
      return null;
    }
    part += char;
  }
  if (part.trim()) parts.push(part.trim());
  const assignments = parts.map((p) => /^([A-Za-z_]\w*)=(.*)$/s.exec(p));
  if (!assignments.every(Boolean)) return null;
  return assignments.map((match) => [match![1]!, match![2]!]);
}

/** A documented value stands for one the reader copies from an answer: `…` in it, or `<what it is>`. */
export const isPlaceholder = (value: string) => value.includes('…') || /^<.*>$/.test(value);

export interface Expectation {
  status: number | null;
  /** The documented body, `…` kept as "more of the same" (see matchDocumented). */
  body: unknown;
}

const MORE = '\u0000…';

/**
 * `→ 201 {"order":{"id":"…",…}}; prose…`: an optional status, then a JSON body whose closing bracket
 * ends it (the rest of the line is prose). An arrow that says neither is an error.
 */
export function expectationOf(comment: string): Expectation | null {
  const match = /^→\s*(\d{3})?\s*(.*)$/s.exec(comment);
  if (!match) return null;
  const status = match[1] ? Number(match[1]) : null;
  const rest = match[2]!;
  if (!rest.startsWith('{') && !rest.startsWith('[')) {
    if (status === null)
      throw new Error(`an answer the docs test cannot read: "${comment}"; write → status {body}`);
    return { status, body: undefined };
  }
  let json = '';
  let inString = false;
  const stack: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const char = rest[i]!;
    if (inString) {
      json += char;
      if (char === '\\') json += rest[(i += 1)] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') stack.push(char);
    else if (char === '}' || char === ']') stack.pop();
    else if (char === '…') {
      json += stack.at(-1) === '{' ? `${JSON.stringify(MORE)}:0` : JSON.stringify(MORE);
      continue;
    }
    json += char;
    if (!stack.length) break;
  }
  try {
    return { status, body: JSON.parse(json) };
  } catch (error) {
    throw new Error(
      `the documented answer is not JSON with … for "more": ${json} (${(error as Error).message})`,
    );
  }
}

/**
 * Where `actual` differs from the documented `doc`, or null. A string with `…` matches any text there
 * (`"shop_…"`); a bare `…` in an object allows other keys, in an array more items; without it the keys
 * and the items are exactly the documented ones.
 */
export function mismatchOf(doc: unknown, actual: unknown, at = '$'): string | null {
  if (typeof doc === 'string') {
    const pattern = new RegExp(`^${doc.split('…').map(escapeRegExp).join('.*')}$`, 's');
    return typeof actual === 'string' && pattern.test(actual)
      ? null
      : `${at}: documented ${JSON.stringify(doc)}, answered ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(doc)) {
    if (!Array.isArray(actual)) return `${at}: documented an array, answered ${JSON.stringify(actual)}`;
    const items = doc.filter((item) => item !== MORE);
    if (items.length === doc.length && actual.length !== items.length) {
      return `${at}: documented ${items.length} items, answered ${actual.length}`;
    }
    if (actual.length < items.length)
      return `${at}: documented at least ${items.length} items, answered ${actual.length}`;
    for (const [index, item] of items.entries()) {
      const mismatch = mismatchOf(item, actual[index], `${at}[${index}]`);
      if (mismatch) return mismatch;
    }
    return null;
  }
  if (doc !== null && typeof doc === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      return `${at}: documented an object, answered ${JSON.stringify(actual)}`;
    }
    const { [MORE]: more, ...keys } = doc as Record<string, unknown>;
    for (const [key, value] of Object.entries(keys)) {
      if (!(key in actual)) return `${at}.${key}: documented, not answered`;
      const mismatch = mismatchOf(value, (actual as Record<string, unknown>)[key], `${at}.${key}`);
      if (mismatch) return mismatch;
    }
    const extra = Object.keys(actual).filter((key) => !(key in keys));
    if (more === undefined && extra.length) {
      return `${at}: answered keys the docs do not show (${extra.join(', ')}); add them or a … for "more"`;
    }
    return null;
  }
  return Object.is(doc, actual)
    ? null
    : `${at}: documented ${JSON.stringify(doc)}, answered ${JSON.stringify(actual)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
