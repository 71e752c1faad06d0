/** spec §2 footer: the copyright notice. */
export function ShellFooter() {
  return (
    <footer className="border-t border-gray-200 px-6 py-4 text-xs text-gray-700 print:hidden">
      © {new Date().getFullYear()} Pod Console. All rights reserved.
    </footer>
  );
}
