// The app simulator's one script, served from the API's own origin so the page's `script-src 'self'` allows it.
// The console opens `/app-simulator#link=<claim link>`: a fragment is never sent to a server, so the claim link
// reaches no log on its way. This copies it into the claim-link field and then takes it out of the address (and
// so out of the history and any bookmark). Plain ES5 in an IIFE: it must run in any browser, and it touches only
// that one field.

/** Where the page loads it from. */
export const APP_SIMULATOR_SCRIPT_PATH = '/app-simulator/simulator.js';

/** The `id` of the field the script fills; the page's form uses the same one. */
export const CLAIM_LINK_FIELD_ID = 'claim-link';

export const APP_SIMULATOR_SCRIPT = `(function () {
  'use strict';
  var hash = window.location.hash.replace(/^#/, '');
  if (hash === '') return;
  var link = null;
  var parts = hash.split('&');
  for (var i = 0; i < parts.length; i += 1) {
    if (parts[i].indexOf('link=') !== 0) continue;
    // decodeURIComponent, not URLSearchParams: a literal "+" in the link stays a "+".
    try {
      link = decodeURIComponent(parts[i].slice(5));
    } catch (error) {
      link = null;
    }
  }
  var field = document.getElementById(${JSON.stringify(CLAIM_LINK_FIELD_ID)});
  if (link !== null && field) field.value = link;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
})();
`;
