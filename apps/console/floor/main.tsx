// The bench's floor (docs/architecture.md, "Budgets"): the least a React page that shows a table can cost. The same
// React as the console, built with the same compression and served by the same console server, it renders one
// small table from data it carries, with no sign-in and no API call. Home's figures are read as ratios to it,
// measured in the same run on the same machine (e2e/scripts/bench-home.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import './floor.css';

const ROWS = [
  { identifier: 'Reception tablet', status: 'Claimed', seen: 'Today' },
  { identifier: 'Lobby kiosk', status: 'Claimed', seen: 'Yesterday' },
  { identifier: 'Warehouse iPad 1', status: 'Unclaimed', seen: '—' },
  { identifier: 'Warehouse iPad 2', status: 'Unclaimed', seen: '—' },
  { identifier: 'Sales laptop', status: 'Claimed', seen: 'Today' },
];

function Floor() {
  return (
    <main>
      <h1>Home</h1>
      <table>
        <caption>Pod Creator Licenses</caption>
        <thead>
          <tr>
            <th scope="col">Identifier</th>
            <th scope="col">Status</th>
            <th scope="col">Last seen</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.identifier}>
              <th scope="row">{row.identifier}</th>
              <td>{row.status}</td>
              <td>{row.seen}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
