// Every test file of this package: how long Testing Library's waitFor and findBy wait before they fail.
import { configure } from '@testing-library/react';

// CI runs every package's tests at once on 2 shared cores: a hook's first answer in a file (MSW, happy-dom and the
// modules still warming up) has taken more than the 1 s default there. A wait that succeeds returns at once; only
// a failure waits the full 5 s.
configure({ asyncUtilTimeout: 5000 });
