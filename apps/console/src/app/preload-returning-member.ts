// main.tsx imports this first, so it runs before the rest of the entry is evaluated (React DOM above all, ~0.12 s on
// the phone profile): a returning member's first screen code leaves as soon as the entry has arrived
// (docs/decisions/0030-first-reads-before-the-code.md).
import { preloadForReturningMember } from './first-screen-code';

preloadForReturningMember(window.location.pathname);
