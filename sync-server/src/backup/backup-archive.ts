/**
 * The archive file: a plain tar (the database dump and uploaded images are already compressed)
 * written entry by entry with each entry's SHA-256 taken as it streams, the manifest last; read
 * back into a folder with every entry's name, type, size and checksum checked against it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BackupError, backupManifestSchema, manifestName, type BackupManifest } from './backup-manifest.js';

export interface ArchiveFile {
  /** Its path inside the archive (forward slashes). */
  name: string;
  /** Where it is now. */
  source: string;
}

type FileRecord = BackupManifest['files'][number];

/** Streams `source` into the archive as `name`, returning its size and checksum. */
async function addFile(pack: tar.Pack, { name, source }: ArchiveFile): Promise<FileRecord> {
  const { size, mtime } = await fsp.stat(source);
  const hash = createHash('sha256');
  if (size === 0) {
    await new Promise<void>((resolve, reject) => pack.entry({ name, size: 0, mtime }, Buffer.alloc(0), (e) => (e ? reject(e) : resolve())));
    return { path: name, bytes: 0, sha256: hash.digest('hex') };
  }
  const done = new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mtime, mode: 0o644 }, (e) => (e ? reject(e) : resolve()));
    // Only the bytes the entry's header announced: a file that grows meanwhile cannot overrun it.
    const read = fs.createReadStream(source, { start: 0, end: size - 1 });
    pipeline(read, new Transform({ transform: (chunk: Buffer, _e, next) => (hash.update(chunk), next(null, chunk)) }), entry).catch(reject);
  });
  await done;
  return { path: name, bytes: size, sha256: hash.digest('hex') };
}

/**
 * Writes the archive: the files, then the manifest naming them. Written beside `target` and renamed
 * into place when complete, so a half-written archive never carries the final name.
 */
export async function writeArchive(
  target: string,
  files: ArchiveFile[],
  manifestOf: (files: FileRecord[]) => BackupManifest,
): Promise<BackupManifest> {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(partial));
  let manifest: BackupManifest;
  try {
    const records: FileRecord[] = [];
    for (const file of files) records.push(await addFile(pack, file));
    manifest = manifestOf(records);
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    pack.entry({ name: manifestName, size: json.length, mode: 0o644 }, json);
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await fsp.rm(partial, { force: true });
    throw error;
  }
  await fsp.rename(partial, target);
  return manifest;
}

/** A name an archive may carry: relative, forward slashes, no `..`, no empty or dot parts. */
function safeEntryName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const maxManifestBytes = 64 * 1024 * 1024;

/**
 * Unpacks the archive into `into` (an empty folder) and checks it against its manifest: every file
 * the manifest lists is there with its size and checksum, nothing else is. Anything else is a
 * damaged archive, said in so many words.
 */
export async function readArchive(archive: string, into: string): Promise<BackupManifest> {
  const found = new Map<string, FileRecord>();
  let manifestText: string | null = null;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(archive), extract);
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (type !== 'file' || !safeEntryName(name))
        throw new BackupError(`it holds an entry it should not: ${JSON.stringify(name)} (${type})`);
      if (found.has(name) || (name === manifestName && manifestText !== null)) throw new BackupError(`${name} appears twice`);
      if (name === manifestName) {
        if (size > maxManifestBytes) throw new BackupError('its manifest is too large');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const destination = path.join(into, ...name.split('/'));
      await fsp.mkdir(path.dirname(destination), { recursive: true });
      const hash = createHash('sha256');
      await pipeline(
        entry,
        new Transform({ transform: (chunk: Buffer, _e, next) => (hash.update(chunk), next(null, chunk)) }),
        fs.createWriteStream(destination, { flags: 'wx' }),
      );
      found.set(name, { path: name, bytes: size, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => undefined);
    const reason = error instanceof BackupError ? error.message : (error as Error).message;
    throw new BackupError(`The backup archive ${archive} is damaged or not a backup: ${reason}`);
  }
  if (manifestText === null) throw new BackupError(`The backup archive ${archive} is damaged or not a backup: it has no ${manifestName}`);
  let parsed: ReturnType<typeof backupManifestSchema.safeParse>;
  try {
    parsed = backupManifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    throw new BackupError(`The backup archive ${archive} is damaged: its manifest is not JSON`);
  }
  if (!parsed.success)
    throw new BackupError(`The backup archive ${archive} is damaged or not a backup: its manifest does not have the expected fields`);
  const manifest = parsed.data;
  const problems: string[] = [];
  for (const listed of manifest.files) {
    const got = found.get(listed.path);
    if (!got) problems.push(`${listed.path} is missing`);
    else if (got.bytes !== listed.bytes || got.sha256 !== listed.sha256) problems.push(`${listed.path} does not match its checksum`);
    found.delete(listed.path);
  }
  for (const extra of found.keys()) problems.push(`${extra} is not in the manifest`);
  if (problems.length)
    throw new BackupError(
      `The backup archive ${archive} is damaged: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    );
  return manifest;
}
