// The browser tests' one setting: findBy and waitFor wait up to 10 s (testing-library's default is 1 s). They run in
// CI beside the stories, the API's tests and the journeys on two cores, and a dialog's or the toaster's first
// appearance waits for its own chunk; a condition that never holds still fails, after 10 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
