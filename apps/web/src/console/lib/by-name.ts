import { shortId } from './format.ts';

/**
 * Shops or traders to pick by name in a filter, "any" first, sorted by name; a name two of them share
 * shows its id's start.
 */
export function byName(
  items: readonly { id: string; name: string }[] | undefined,
  any: string,
): { value: string; label: string }[] {
  const sorted = [...(items ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const isShared = (name: string) => sorted.filter((item) => item.name === name).length > 1;
  return [
    { value: '', label: any },
    ...sorted.map((item) => ({
      value: item.id,
      label: isShared(item.name) ? `${item.name} (${shortId(item.id)})` : item.name,
    })),
  ];
}
