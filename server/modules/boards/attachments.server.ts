import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { hasBadCharacters } from "../../../shared/text";
import { badRequest } from "../../http/errors";

/** What a post may carry: images and PDFs, sniffed from their bytes (the name and the browser's type are ignored). */
export const ATTACHMENT_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
/** A request carrying a post: MAX_ATTACHMENTS files of MAX_ATTACHMENT_BYTES plus the form. */
export const MAX_POST_REQUEST_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;

export interface UploadInput {
  name: string;
  bytes: Uint8Array;
}

export interface CheckedUpload {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  bytes: Uint8Array;
}

/** A display name: no path, no control characters, at most 100 characters (rendered escaped). */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(base.replace(/\p{Cc}/gu, "").trim())
    .slice(0, 100)
    .join("");
  return cleaned || "첨부파일";
}

/** Validates every upload before anything is stored; throws a 400 with a Korean message. */
export async function checkUploads(files: UploadInput[]): Promise<CheckedUpload[]> {
  const present = files.filter((f) => f.bytes.byteLength > 0);
  if (present.length > MAX_ATTACHMENTS) throw badRequest(`첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`);
  const checked: CheckedUpload[] = [];
  for (const file of present) {
    if (hasBadCharacters(file.name)) throw badRequest("파일 이름에 허용되지 않는 문자가 포함되어 있습니다.");
    if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) {
      throw badRequest(`${cleanName(file.name)}: 파일은 ${MAX_ATTACHMENT_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`);
    }
    const type = await fileTypeFromBuffer(file.bytes);
    const ext = type ? ATTACHMENT_TYPES[type.mime] : undefined;
    if (!type || !ext) {
      throw badRequest(`${cleanName(file.name)}: 이미지(PNG, JPG, GIF, WEBP)와 PDF 파일만 올릴 수 있습니다.`);
    }
    checked.push({
      storageKey: `${randomUUID()}.${ext}`,
      originalName: cleanName(file.name),
      mimeType: type.mime,
      size: file.bytes.byteLength,
      bytes: file.bytes,
    });
  }
  return checked;
}
