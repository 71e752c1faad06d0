// A ZIP archive built in memory as it is written (fflate's streaming Zip): each file is deflated as its text
// arrives, so what is held is the compressed archive plus one batch of text, not every file's text at once.
import { strToU8, Zip, ZipDeflate } from 'fflate';

export interface ZipFileWriter {
  write(text: string): void;
  end(): void;
}

export interface ZipArchive {
  /** A file written in pieces (one batch of rows at a time); files are written one after another. */
  file(name: string): ZipFileWriter;
  /** A whole file at once. */
  text(name: string, text: string): void;
  /** Ends the archive: its bytes. */
  finish(): Buffer;
}

export function createZipArchive(modifiedAt: Date): ZipArchive {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) finished = true;
  });
  const file = (name: string): ZipFileWriter => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = modifiedAt;
    zip.add(entry);
    return {
      write: (text) => entry.push(strToU8(text), false),
      end: () => entry.push(new Uint8Array(0), true),
    };
  };
  return {
    file,
    text(name, text) {
      const writer = file(name);
      writer.write(text);
      writer.end();
    },
    finish() {
      zip.end();
      if (failure) throw failure;
      // fflate's synchronous deflate has called back with every chunk by now.
      if (!finished) throw new Error('the ZIP archive did not finish');
      return Buffer.concat(chunks);
    },
  };
}
