import sanitizeHtml from 'sanitize-html';
import { safeHref } from './html';

/** The elements and attributes sanitized HTML may hold (lib/contract/html.ts keeps no more). */
const TAGS = new Set(
  'p br hr strong b em i u s small span blockquote ul ol li h3 h4 h5 a table thead tbody tr th td'.split(
    ' ',
  ),
);
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/**
 * What in a piece of HTML could run script, load something or leave the site unasked: elements
 * outside the list, any attribute outside it (handlers, styles, src...), and unsafe link targets.
 * Sanitized HTML answers an empty list. Used by the tests of both layers.
 */
export function activeParts(html: string): string[] {
  const found: string[] = [];
  // The sanitizer's own parser walks the tags; its output is not used.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag(name, attributes) {
      if (!TAGS.has(name)) found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!(ATTRIBUTES[name] ?? []).includes(attribute)) found.push(`${name}[${attribute}]`);
        else if (attribute === 'href' && safeHref(value)?.href !== value)
          found.push(`${name}[href=${value}]`);
      }
    },
  });
  return found;
}
