import { PRERENDERED_STATE_ID, readPrerenderedState, serializeState } from './prerendered-state';

describe('prerendered state', () => {
  it('cannot close its <script> element or open a comment, whatever an editor typed', () => {
    const hostile = 'Tea </script><script>alert(1)</script> <!-- \u2028';
    const state = { location: '/ritual/x', queries: { mutations: [], queries: [] }, note: hostile };
    const json = serializeState(state);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);

    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${json}</script>`;
    expect(readPrerenderedState()).toEqual(state);
  });

  it('is absent from the app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedState()).toBeNull();
  });
});
