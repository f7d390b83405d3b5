/**
 * A multipart/form-data body exactly as a browser sends it: text `fields`, then one `file` part with the
 * declared type and the bytes as given (so a test can declare one type and send another's bytes).
 */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; fileName: string; declaredType: string; content: Buffer },
) {
  const boundary = '----b2c-test-form';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
              `Content-Type: ${file.declaredType}\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
