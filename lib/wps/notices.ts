import { sanitizeContent } from '../contract/html';
import type { Announcement } from '../contract/system';

/** A pop-up notice as the first-visit dialog shows it. */
export type FirstNoticeItem = { id: number; title: string; timestamp: string; html: string };

/** The notices with their operator HTML sanitized (on the server: the browser gets clean HTML). */
export const firstNoticeItems = (popup: Announcement[]): FirstNoticeItem[] =>
  popup.map((notice) => ({
    id: notice.id,
    title: notice.title,
    timestamp: notice.timestamp,
    html: sanitizeContent(notice.content),
  }));
