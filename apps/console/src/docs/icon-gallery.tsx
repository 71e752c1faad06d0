import { useEffect, useState } from 'react';
import { iconsInSource, type FoundIcon } from './find-icons';

// The console draws its few icons inline: 20 × 20 SVG paths stroked in the text's colour, beside the feature that
// uses them, and a handful of text glyphs (☰, ×, ▾). This gallery reads them from the console's own source, so an
// icon added or redrawn shows here without editing the page.
const SOURCES = import.meta.glob<string>(
  [
    '../app/**/*.tsx',
    '../components/**/*.tsx',
    '../features/**/*.tsx',
    '!../**/*.stories.tsx',
    '!../**/*.test.tsx',
  ],
  { query: '?raw', import: 'default' },
);

/** Every icon of the console's source, each with its name and the file that draws it. */
export function IconGallery() {
  const [icons, setIcons] = useState<FoundIcon[] | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(
      Object.entries(SOURCES).map(async ([path, load]) =>
        iconsInSource(path.replace('../', ''), await load()),
      ),
    ).then((found) => {
      if (current) setIcons(found.flat());
    });
    return () => {
      current = false;
    };
  }, []);
  if (icons == null) return <p>Reading the console’s source…</p>;
  return (
    <ul className="sb-unstyled grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
      {icons.map((icon) => (
        <li
          key={`${icon.file}:${icon.name}`}
          className="flex items-center gap-3 rounded-lg border border-line p-3 text-sm"
        >
          {icon.kind === 'svg' ? (
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-6 shrink-0 fill-none stroke-current stroke-[1.5] [stroke-linecap:round] [stroke-linejoin:round]"
            >
              <path d={icon.drawing} />
            </svg>
          ) : (
            <span aria-hidden="true" className="w-6 shrink-0 text-center text-xl">
              {icon.drawing}
            </span>
          )}
          <span className="min-w-0">
            <span className="block font-semibold">{icon.name}</span>
            <code className="block truncate text-xs">{icon.file}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}
