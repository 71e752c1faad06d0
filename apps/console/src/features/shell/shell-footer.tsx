/** spec §2 footer: the copyright notice. */
export function ShellFooter() {
  return (
    <footer className="border-t border-line px-6 py-4 text-xs text-fg-muted print:hidden">
      © {new Date().getFullYear()} Pod Console. All rights reserved.
    </footer>
  );
}
