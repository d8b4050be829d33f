// Writes minimal stored (uncompressed) jars: a manifest giving a jar without one a Main-Class, plus any classes.
import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/** Builds the bytes of a zip archive holding the given files, stored without compression. */
export function zipStored(files: ReadonlyArray<{ name: string; content: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const checksum = crc32(file.content) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time + date
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(file.content.length, 18);
    local.writeUInt32LE(file.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, file.content);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(file.content.length, 20);
    central.writeUInt32LE(file.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(0, 30); // extra + comment length
    central.writeUInt32LE(0, 34); // disk + internal attrs
    central.writeUInt32LE(0, 38); // external attrs
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + file.content.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Folds a manifest header into 72-byte lines, continuation lines starting with one space (JAR spec). */
export function foldManifestLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 72) return line;
  const parts = [bytes.subarray(0, 72).toString('utf8')];
  for (let start = 72; start < bytes.length; start += 71) {
    parts.push(` ${bytes.subarray(start, start + 71).toString('utf8')}`);
  }
  return parts.join('\r\n');
}

/** Writes a jar whose manifest starts `mainClass` with `classPath` (jar URLs) on the class path. */
export function writeLauncherJar(target: string, mainClass: string, classPath: readonly string[]): void {
  writeFileSync(target, jarBytes(mainClass, classPath));
}

/** The bytes of a jar: the manifest (Main-Class, Class-Path), then `files` (e.g. compiled classes) as given. */
export function jarBytes(
  mainClass: string,
  classPath: readonly string[],
  files: ReadonlyArray<{ name: string; content: Buffer }> = [],
): Buffer {
  // Manifest lines are CRLF-terminated and the file must end with a newline for the last header to count.
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${mainClass}`,
    `Class-Path: ${classPath.join(' ')}`,
    'Created-By: canteen-back-office emulator launcher',
    '',
    '',
  ]
    .map(foldManifestLine)
    .join('\r\n');
  return zipStored([{ name: 'META-INF/MANIFEST.MF', content: Buffer.from(manifest, 'utf8') }, ...files]);
}
