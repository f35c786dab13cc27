/**
 * Course content files recognised by their first bytes (DESIGN.md: uploads are checked by content),
 * by the lesson's type (site spec section 5): a video for a video; pdf, doc or docx for an
 * assignment; pdf, plain text or Markdown for a note. The name's extension must agree too
 * (`checkContentFile`), so a PDF named `.mp4` is refused as well.
 */
import type { ContentType } from './course.schema.js';

export type ContentMime =
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm'
  | 'video/x-matroska'
  | 'video/x-msvideo'
  | 'video/ogg'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'text/plain'
  | 'text/markdown';

/** Bytes the server reads before deciding (the start of the file). */
export const contentSniffBytes = 4096;
/** Largest file per type: videos are long; documents are not. */
export const contentMaxBytes: Record<ContentType, number> = {
  // 2,000 MB: `uploads.size_bytes` is an integer column (at most 2^31 - 1 bytes).
  video: 2000 * 1024 * 1024,
  assignment: 50 * 1024 * 1024,
  note: 50 * 1024 * 1024,
};

const at = (bytes: Uint8Array, offset: number, s: string) => [...s].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Text: no NUL and valid UTF-8 in the head (a cut multi-byte character at its very end allowed). */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.length >= contentSniffBytes ? head.subarray(0, head.length - 3) : head);
    return true;
  } catch {
    return false;
  }
}

/** The type of a content file from its first bytes and its extension, or null when they do not make a file of `type`. */
export function detectContentType(type: ContentType, head: Uint8Array, fileName: string): ContentMime | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const pdf = at(head, 0, '%PDF-');
  if (type === 'video') {
    if (at(head, 4, 'ftyp')) return at(head, 8, 'qt  ') ? 'video/quicktime' : 'video/mp4';
    if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ext === 'mkv' ? 'video/x-matroska' : 'video/webm';
    if (at(head, 0, 'RIFF') && at(head, 8, 'AVI ')) return 'video/x-msvideo';
    if (at(head, 0, 'OggS')) return 'video/ogg';
    return null;
  }
  if (pdf) return ext === 'pdf' ? 'application/pdf' : null;
  if (type === 'assignment') {
    if (ext === 'doc' && startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
    if (ext === 'docx' && startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    return null;
  }
  if ((ext === 'txt' || ext === 'md') && head.length > 0 && isText(head)) return ext === 'md' ? 'text/markdown' : 'text/plain';
  return null;
}
