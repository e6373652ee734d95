// Touching the scene. Every gesture and control becomes the command it stands for, sent
// by POST to /command (the token in a header); scenesim runs it in the REPL as if typed,
// so a session explored with the mouse replays as a transcript.
const readOnly = document.body.hasAttribute('data-read-only');
let mode = 'touch', statesSeen = 0;
// What the REPL prints: 3 decimal places, trailing zeros trimmed.
const round = (value) => String(Number(value.toFixed(3)));
const pointText = (p) => round(p.x) + ',' + round(p.y);
// UILongPressGestureRecognizer's minimumPressDuration.
const longPress = 0.5;

function typing(e) {
  const t = e.target;
  return !!t && (['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName) || t.isContentEditable);
}

// Whether a press on the picture touches the scene (else it inspects: Alt inspects too).
function touching(e) { return !readOnly && mode === 'touch' && !e.altKey; }

function setMode(next) {
  mode = readOnly ? 'inspect' : next;
  document.body.dataset.mode = mode;
  $('mode-touch').classList.toggle('on', mode === 'touch');
  $('mode-inspect').classList.toggle('on', mode === 'inspect');
}

// The point of `space` (the whole scene, or a node's group) under the pointer, in points,
// whatever the page's zoom.
function pointIn(space, e) {
  const matrix = space && space.getScreenCTM();
  if (!matrix) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
  return { x: p.x, y: p.y };
}

// Lines go one at a time, in the order they were made.
let queue = Promise.resolve(), sending = 0;
function send(line) {
  sending++;
  const job = queue.then(() => post(line)).finally(() => { sending--; });
  queue = job.catch(() => null);
  return job;
}

async function post(line) {
  let answer;
  try {
    const response = await fetch('/command', {
      method: 'POST', body: line,
      headers: { 'X-Scenesim-Token': token, 'Content-Type': 'text/plain; charset=utf-8' },
    });
    const body = await response.text();
    answer = response.ok ? JSON.parse(body) : { output: [], error: body.trim() };
  } catch (error) {
    answer = { output: [], error: 'scenesim cannot be reached: ' + error.message };
  }
  showAnswer(line, answer);
  return answer;
}

function showAnswer(line, answer) {
  const pane = $('answer');
  const add = (text, kind) => {
    const row = document.createElement('div');
    if (kind) row.className = kind;
    row.textContent = text;
    pane.append(row);
  };
  add('scenesim> ' + line, 'sent');
  for (const out of answer.output) add(out);
  if (answer.error) add('error: ' + answer.error, 'err');
  while (pane.childElementCount > 200) pane.firstElementChild.remove();
  pane.scrollTop = pane.scrollHeight;
  document.body.dataset.answers = (+(document.body.dataset.answers || 0) + 1).toString();
}

// How long from each gesture to the picture drawn after it (milliseconds, the latest 100):
// the time from the finger's lift to the first frame painted with the state that followed.
const touchDelays = [];
let gestureAt = null;

function drawn() {
  if (gestureAt === null) return;
  const at = gestureAt;
  gestureAt = null;
  requestAnimationFrame(() => {
    touchDelays.push(performance.now() - at);
    if (touchDelays.length > 100) touchDelays.shift();
  });
}

// A gesture or control: the page leaves the past first (a gesture lands now), and while
// playing in real time the clock is ticked to the instant the gesture began; a gesture
// that lasts (a drag, a long press) moves the clock by its own duration, counted once. An
// undo or rewind is not ticked to first: it would take back that tick, not what was done.
function gesture(line, at, lasts = 0) {
  if (readOnly) return null;
  gestureAt = performance.now();
  if (!following) follow();
  if (live && !/^\s*(undo|rewind)\b/.test(line)) {
    syncLive(at === undefined ? performance.now() : at);
    // The gesture's own time is the command's: real time goes on from its end.
    live.base += lasts;
    live.start += lasts / live.speed * 1000;
  }
  return send(line);
}

// Real time: the virtual clock follows the wall clock at the chosen speed. The page shows
// frames ahead of the REPL's clock; the time played reaches the REPL as one tick before
// each command and one at the pause.
let live = null, liveAsking = false;
const speed = () => +$('speed').value;
const liveNow = (wall) => live.base + (wall - live.start) / 1000 * live.speed;

function startLive() {
  if (readOnly || !latest || live) return;
  stop();
  follow();
  live = { base: +latest.time, start: performance.now(), speed: speed() };
  $('live').classList.add('on');
  $('live').innerHTML = '&#10074;&#10074; real time';
  requestAnimationFrame(liveFrame);
}

function stopLive() {
  if (!live) return;
  syncLive(performance.now());
  live = null;
  $('live').classList.remove('on');
  $('live').innerHTML = '&#9654; real time';
  if (latest) show(latest);
}

function syncLive(wall) {
  const played = Number(Math.max(0, liveNow(wall) - live.base).toFixed(3));
  if (played > 0) send('tick ' + played);
  live.base += played;
  live.start = wall;
}

function liveFrame() {
  if (!live) return;
  if (!liveAsking && following) {
    liveAsking = true;
    const t = micros(liveNow(performance.now()));
    fetch(withToken('/frame?t=' + t))
      .then((r) => (r.ok ? r.json() : null))
      .then((frame) => { if (frame && live && following && !sending) show(frame); })
      .catch(() => {})
      .finally(() => { liveAsking = false; });
  }
  requestAnimationFrame(liveFrame);
}

// Each state: counted (tests wait on it), the controls set to the scene, and a clock that
// is not where real time left it (a line typed in the REPL, a tick, settle or undo) taken
// as the new start of real time.
function arrived(state) {
  statesSeen++;
  document.body.dataset.states = String(statesSeen);
  const orientation = state.dump.screen.orientation.replace('landscape-right', 'landscape');
  if ([...$('orientation').options].some((o) => o.value === orientation)) {
    $('orientation').value = orientation;
  }
  $('app-state').value = state.dump.app;
  if (live && Math.abs(+state.time - live.base) > 1e-7) {
    live = { base: +state.time, start: performance.now(), speed: live.speed };
  }
}

// Presses on the picture: a click taps, a press held past the long-press time long-presses,
// a press that moves drags; each lasts as long as the finger was down.
let press = null;
$('stage').addEventListener('pointerdown', (e) => {
  const svg = $('stage').querySelector('svg');
  if (e.button !== 0 || !touching(e) || !svg || !svg.contains(e.target)) return;
  const p = pointIn(svg, e);
  if (!p) return;
  e.preventDefault();
  $('stage').setPointerCapture(e.pointerId);
  press = { id: e.pointerId, from: p, to: p, x: e.clientX, y: e.clientY,
    at: performance.now(), moved: false };
});
$('stage').addEventListener('pointermove', (e) => {
  if (!press || e.pointerId !== press.id) return;
  press.to = pointIn($('stage').querySelector('svg'), e) || press.to;
  if (Math.hypot(e.clientX - press.x, e.clientY - press.y) > 2) press.moved = true;
});
$('stage').addEventListener('pointerup', (e) => {
  if (!press || e.pointerId !== press.id) return;
  const done = press;
  press = null;
  const held = Number(((performance.now() - done.at) / 1000 * (live ? speed() : 1)).toFixed(3));
  const from = pointText(done.from);
  let line = 'tap ' + from, lasts = 0;
  if (done.moved && pointText(done.to) !== from) {
    lasts = Math.max(held, 0.001);
    line = 'drag ' + from + ' ' + pointText(done.to) + ' duration ' + lasts;
  } else if (held >= longPress) {
    lasts = held;
    line = 'long-press ' + from + ' duration ' + held;
  }
  gesture(line, done.at, lasts);
});
$('stage').addEventListener('pointercancel', () => { press = null; });

// The wheel (or a trackpad's pinch, which comes as the wheel with Ctrl) over a map zooms it
// about the pointer; the notches of one gesture make one command.
let wheel = null;
$('stage').addEventListener('wheel', (e) => {
  if (!touching(e)) return;
  const map = nodesAt(e.clientX, e.clientY).find((id) => nodes.get(id)?.kind === 'map');
  if (!map || readOnly) return;
  e.preventDefault();
  const unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 400 : 1;
  const step = Math.pow(2, -e.deltaY * unit / (e.ctrlKey ? 100 : 400));
  if (wheel && wheel.map !== map) flushWheel();
  if (!wheel) wheel = { map, factor: 1, at: performance.now() };
  wheel.factor *= step;
  wheel.about = pointIn(group(map), e) || wheel.about;
  clearTimeout(wheel.timer);
  wheel.timer = setTimeout(flushWheel, 250);
}, { passive: false });

function flushWheel() {
  if (!wheel) return;
  const done = wheel;
  wheel = null;
  clearTimeout(done.timer);
  const factor = Number(Math.min(1000, Math.max(0.001, done.factor)).toPrecision(4));
  if (factor === 1 || !done.about) return;
  gesture('map zoom ' + done.map + ' ' + factor + ' about ' + pointText(done.about), done.at);
}

// The controls.
$('mode-touch').addEventListener('click', () => setMode('touch'));
$('mode-inspect').addEventListener('click', () => setMode('inspect'));
$('orientation').addEventListener('change', () => gesture('rotate ' + $('orientation').value));
$('app-state').addEventListener('change', () => gesture('app ' + $('app-state').value));
$('tick').addEventListener('click', () => gesture('tick ' + $('tick-step').value.trim()));
$('settle').addEventListener('click', () => gesture('settle'));
$('undo').addEventListener('click', () => gesture('undo'));
$('live').addEventListener('click', () => (live ? stopLive() : startLive()));
$('play').addEventListener('click', () => stopLive(), true);
// A new speed: the time played so far is counted at the old one.
$('speed').addEventListener('change', () => {
  if (!live) return;
  syncLive(performance.now());
  live.speed = speed();
}, true);

// The command line: any command, with the REPL's completion, history and errors.
const typed = [];
let typedAt = 0;
$('command-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const line = $('command').value;
  if (!line.trim()) return;
  if (typed[typed.length - 1] !== line) typed.push(line);
  typedAt = typed.length;
  $('command').value = '';
  gesture(line);
});
$('command').addEventListener('keydown', async (e) => {
  const input = $('command');
  if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
    e.preventDefault();
    typedAt = Math.max(0, Math.min(typed.length, typedAt + (e.key === 'ArrowUp' ? -1 : 1)));
    input.value = typed[typedAt] || '';
  } else if (e.key === 'Tab') {
    e.preventDefault();
    const before = input.value.slice(0, input.selectionStart);
    const after = input.value.slice(input.selectionStart);
    const response = await fetch(withToken('/complete?line=' + encodeURIComponent(before)));
    if (!response.ok) return;
    const partial = before.slice(before.lastIndexOf(' ') + 1);
    const words = (await response.json()).words.filter((w) => w.startsWith(partial));
    if (!words.length) return;
    let common = words[0];
    for (const w of words) while (!w.startsWith(common)) common = common.slice(0, -1);
    const head = before.slice(0, before.length - partial.length) + common +
      (words.length === 1 ? ' ' : '');
    input.value = head + after;
    input.setSelectionRange(head.length, head.length);
    if (words.length > 1) {
      const row = document.createElement('div');
      row.className = 'offer';
      row.textContent = words.join('  ');
      $('answer').append(row);
      $('answer').scrollTop = $('answer').scrollHeight;
    }
  }
});

// Keys, never while typing in a field: t touch, i inspect, u undo, . tick, p real time.
document.addEventListener('keydown', (e) => {
  if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || readOnly) return;
  const keys = { t: () => setMode('touch'), i: () => setMode('inspect'),
    u: () => gesture('undo'), '.': () => $('tick').click(),
    p: () => (live ? stopLive() : startLive()) };
  if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
});

setMode(readOnly ? 'inspect' : 'touch');
load();
