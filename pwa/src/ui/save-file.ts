/**
 * Saves a file the browser made or fetched (a PDF, DOCX, PNG, JSON, CSV or calendar file) under
 * `name`, as a download. The object address is let go once the browser has had time to start it.
 */
export function saveFile(file: Blob | { url: string }, name: string) {
  const url = file instanceof Blob ? URL.createObjectURL(file) : file.url;
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
