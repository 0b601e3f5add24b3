import { cloneElement, type ReactElement, type ReactNode } from 'react';

const MARKED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A sentence whose marked words (`the <policy>refund policy</policy> applies`) are elements: each
 * mark names the element in `parts` that gets those words inside it, so a link stays where each
 * language's word order puts it. An unknown mark is said as plain words.
 */
export function MarkedText({ text, parts }: { text: string; parts: Readonly<Record<string, ReactElement>> }) {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKED)) {
    const [whole, name = '', words] = match;
    nodes.push(text.slice(from, match.index));
    const part = parts[name];
    nodes.push(part ? cloneElement(part, { key: match.index }, words) : words);
    from = match.index + whole.length;
  }
  nodes.push(text.slice(from));
  return nodes;
}
