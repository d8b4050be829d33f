// Offers a file to the user as a download (the one place an export reaches the disk).
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after that turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
