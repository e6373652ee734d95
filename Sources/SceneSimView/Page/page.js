'use strict';
const token = new URLSearchParams(location.search).get('token') || '';
const withToken = (path) => path + (path.includes('?') ? '&' : '?') + 'token=' +
  encodeURIComponent(token);
const $ = (id) => document.getElementById(id);
const zooms = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];
let latest = null, shown = null, following = true, zoom = 1;
let selected = null, hovered = null, nodes = new Map();
let playing = false, playReal = 0, playVirtual = 0;
let inflight = false, wanted = null, generation = 0;

const micros = (seconds) => Math.round(seconds * 1e6);
const seconds = (us) => (us / 1e6).toFixed(6).replace(/\.?0+$/, '');

function setState(state) { document.body.dataset.state = state;
  $('status').textContent = state === 'past' ? 'past' : state; }

function receive(state) {
  if (!state) return;
  arrived(state);
  const previous = latest;
  latest = state;
  seeThrough = new Set(state.seeThrough || []);
  // A new scene, an undo or a rewind can take away the instant on show: follow again.
  const gone = shown && !following && (latest.start === null || +shown.time < latest.start ||
    +shown.time > latest.time || !continues(previous, latest));
  if (gone) { following = true; wanted = null; generation++; stop(); }
  updateTimeline();
  if (following) show(latest);
  renderLog();
  setState(following ? 'live' : 'past');
  drawn();
}

// Whether `next` only adds to the history of `before` (nothing in it was taken back).
function continues(before, next) {
  if (!before) return false;
  if (before.start !== next.start || before.log.length > next.log.length) return false;
  return before.log.every((entry, i) => entry.line === next.log[i].line &&
    entry.start === next.log[i].start && entry.end === next.log[i].end);
}

async function load() {
  try {
    const response = await fetch(withToken('/state'));
    if (response.ok) receive(await response.json());
  } catch (error) { setState('disconnected'); }
  connect();
}

function connect() {
  const socket = new WebSocket('ws://' + location.host + withToken('/live'));
  socket.onmessage = (message) => receive(JSON.parse(message.data));
  socket.onclose = () => { setState('disconnected');
    $('status').textContent = 'disconnected (scenesim stopped serving)';
    setTimeout(connect, 1500); };
}

function updateTimeline() {
  const slider = $('slider');
  const start = latest.start === null ? latest.time : latest.start;
  slider.min = micros(start);
  slider.max = micros(latest.time);
  slider.disabled = latest.start === null || latest.start === latest.time;
  if (following) slider.value = slider.max;
  sliderLabel();
}

function sliderLabel() {
  const slider = $('slider');
  $('slider-label').textContent = 't=' + seconds(+slider.value) + 's of ' +
    seconds(+slider.max) + 's';
}

function show(frame) {
  shown = frame;
  draw(frame.svg);
  nodes = new Map(frame.dump.nodes.map((n) => [n.id, n]));
  applyZoom();
  $('time').textContent = 't=' + frame.time + 's';
  const size = frame.dump.screen.size;
  $('screen').textContent = size[0] + '\u00d7' + size[1] + ' ' +
    frame.dump.screen.orientation + ' \u00b7 app ' + frame.dump.app;
  document.body.dataset.time = frame.time;
  if (selected && !nodes.has(selected)) selected = null;
  if (hovered && !nodes.has(hovered)) hovered = null;
  outline();
  describe(hovered || selected);
  markLog();
}

function applyZoom() {
  const svg = $('stage').querySelector('svg');
  $('zoom-label').textContent = Math.round(zoom * 100) + '%';
  if (!svg) return;
  const box = svg.viewBox.baseVal;
  svg.setAttribute('width', box.width * zoom);
  svg.setAttribute('height', box.height * zoom);
}

function stepZoom(direction) {
  const next = direction > 0 ? zooms.find((z) => z > zoom + 1e-9) :
    [...zooms].reverse().find((z) => z < zoom - 1e-9);
  zoom = next || zoom; applyZoom();
}

function fitZoom() {
  const svg = $('stage').querySelector('svg');
  if (!svg) return;
  const box = svg.viewBox.baseVal, stage = $('stage');
  zoom = Math.max(0.1, Math.min((stage.clientWidth - 48) / box.width,
    (stage.clientHeight - 48) / box.height));
  applyZoom();
}

function group(id) {
  return $('stage').querySelector('g[id="' + CSS.escape('s-' + id) + '"]');
}

function outline() {
  for (const old of $('stage').querySelectorAll('.outline')) old.remove();
  for (const [id, hover] of [[selected, false], [hovered, true]]) {
    if (!id || (hover && id === selected)) continue;
    const g = group(id), node = nodes.get(id);
    if (!g || !node) continue;
    const b = node.bounds;
    const rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    rect.setAttribute('class', hover ? 'outline hover' : 'outline');
    rect.setAttribute('x', b[0]); rect.setAttribute('y', b[1]);
    rect.setAttribute('width', b[2]); rect.setAttribute('height', b[3]);
    g.appendChild(rect);
  }
}

function describe(id) {
  const panel = $('node');
  const node = id && nodes.get(id);
  $('node-hint').textContent = node ? (id === selected ? 'selected; click it again to let go' :
    'click to keep it') : 'hover or click a node';
  if (!node) { panel.replaceChildren(); return; }
  const title = document.createElement('div');
  title.className = 'title';
  title.textContent = node.kind + ' ' + node.id;
  const table = document.createElement('table');
  for (const [key, value] of Object.entries(node)) {
    if (key === 'id' || key === 'kind') continue;
    const row = table.insertRow();
    row.insertCell().textContent = key;
    row.insertCell().textContent = text(value);
  }
  const parts = [title, table];
  if (pointerStack.length > 1) {
    const under = document.createElement('div');
    under.className = 'stack';
    under.append('under the pointer: ');
    for (const n of pointerStack) {
      const chip = document.createElement('button');
      chip.textContent = n;
      chip.className = n === id ? 'chip on' : 'chip';
      chip.addEventListener('click', () => { selected = n; outline(); describe(n); });
      under.append(chip, ' ');
    }
    parts.push(under);
  }
  panel.replaceChildren(...parts);
}

// Overlays that dim the whole screen (their kinds come with the state): the pointer
// looks through them to what they dim.
let seeThrough = new Set();
let pointerStack = [];

// The nodes drawn under a point, the frontmost first.
// A dump value as text: lists with commas, objects as key: value pairs.
function text(value) {
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).map(([k, v]) =>
      k + ': ' + (Array.isArray(v) ? '[' + text(v) + ']' : text(v))).join('; ');
  }
  return String(value);
}

function nodesAt(x, y) {
  const hit = [], around = [];
  for (const element of document.elementsFromPoint(x, y)) {
    const g = element.closest && element.closest('g[id^="s-"]');
    if (!g || !$('stage').contains(g)) continue;
    if (!hit.includes(g.id.slice(2))) hit.push(g.id.slice(2));
    for (let n = g.parentElement.closest('g[id^="s-"]'); n;
      n = n.parentElement.closest('g[id^="s-"]')) around.push(n.id.slice(2));
  }
  return hit.concat(around.filter((id, k) => !hit.includes(id) && around.indexOf(id) === k));
}

function renderLog() {
  const list = $('log');
  const items = [];
  for (const entry of latest.log) {
    const li = document.createElement('li');
    li.className = 'cmd';
    li.textContent = entry.line;
    li.dataset.t = entry.end;
    li.title = 't=' + entry.start + 's to ' + entry.end + 's';
    items.push(li);
    for (const event of entry.events) {
      const ev = document.createElement('li');
      ev.className = 'ev';
      ev.textContent = event;
      const stamp = /^\[([0-9.]+)s\]/.exec(event);
      ev.dataset.t = stamp ? stamp[1] : entry.end;
      items.push(ev);
    }
  }
  const atBottom = list.parentElement.scrollTop + list.parentElement.clientHeight >=
    list.parentElement.scrollHeight - 8;
  list.replaceChildren(...items);
  markLog();
  if (following || atBottom) list.parentElement.scrollTop = list.parentElement.scrollHeight;
}

function markLog() {
  if (!shown) return;
  const now = micros(+shown.time);
  for (const li of $('log').children) li.classList.toggle('later', micros(+li.dataset.t) > now);
}

function seek(us) {
  const slider = $('slider');
  us = Math.max(+slider.min, Math.min(+slider.max, us));
  slider.value = us;
  sliderLabel();
  if (us >= +slider.max) { follow(); return; }
  following = false;
  setState('past');
  request(us);
}

function follow() {
  following = true;
  wanted = null;
  generation++;
  stop();
  const slider = $('slider');
  slider.value = slider.max;
  sliderLabel();
  if (latest) show(latest);
  setState('live');
}

async function request(us) {
  wanted = us;
  if (inflight) return;
  inflight = true;
  while (wanted !== null) {
    const t = wanted, asked = generation; wanted = null;
    // An answer that comes after the page went back to following, or after the history
    // it was asked of changed, is stale: it is dropped.
    const current = () => !following && asked === generation;
    try {
      const response = await fetch(withToken('/frame?t=' + t));
      if (!response.ok) throw new Error(await response.text());
      const frame = await response.json();
      if (current()) show(frame);
    } catch (error) {
      if (current()) $('slider-label').textContent = String(error.message || error).trim();
    }
  }
  inflight = false;
}

function play() {
  const slider = $('slider');
  if (slider.disabled) return;
  if (following || +slider.value >= +slider.max) slider.value = slider.min;
  following = false;
  setState('past');
  playing = true;
  $('play').innerHTML = '&#10074;&#10074;';
  playReal = performance.now();
  playVirtual = +slider.value;
  requestAnimationFrame(tick);
}

function stop() {
  playing = false;
  $('play').innerHTML = '&#9654;';
}

function tick(now) {
  if (!playing) return;
  const slider = $('slider');
  const us = Math.max(+slider.min, playVirtual + Math.max(0, now - playReal) * 1000 *
    (+$('speed').value));
  if (us >= +slider.max) { follow(); return; }
  slider.value = us;
  sliderLabel();
  request(Math.round(us));
  requestAnimationFrame(tick);
}

$('slider').addEventListener('input', () => { stop(); seek(+$('slider').value); });
$('play').addEventListener('click', () => playing ? stop() : play());
$('speed').addEventListener('change', () => {
  // Go on from where the slider is, at the new speed.
  playReal = performance.now();
  playVirtual = +$('slider').value;
});
$('now').addEventListener('click', follow);
$('zoom-in').addEventListener('click', () => stepZoom(1));
$('zoom-out').addEventListener('click', () => stepZoom(-1));
$('zoom-label').addEventListener('click', () => { zoom = 1; applyZoom(); });
$('zoom-fit').addEventListener('click', fitZoom);
$('log').addEventListener('click', (e) => {
  const li = e.target.closest('li');
  if (li) { stop(); seek(micros(+li.dataset.t)); }
});
$('stage').addEventListener('mousemove', (e) => {
  if (press) return;  // a finger moving over the scene is not looking at it
  const stack = nodesAt(e.clientX, e.clientY);
  const id = stack.find((n) => !seeThrough.has(nodes.get(n)?.kind)) || stack[0] || null;
  const key = stack.join(' ');
  if (id !== hovered || key !== pointerStack.join(' ')) {
    hovered = id; pointerStack = stack; outline(); describe(hovered || selected);
  }
});
$('stage').addEventListener('mouseleave', () => {
  hovered = null; pointerStack = []; outline(); describe(selected);
});
$('stage').addEventListener('click', (e) => {
  if (touching(e)) return;
  const stack = nodesAt(e.clientX, e.clientY);
  const id = stack.find((n) => !seeThrough.has(nodes.get(n)?.kind)) || stack[0] || null;
  selected = id === selected ? null : id;
  outline(); describe(hovered || selected);
});
document.addEventListener('keydown', (e) => {
  // Keys typed into a field are the field's (space plays from the slider).
  if (typing(e) && !(e.target.type === 'range' && e.key === ' ')) return;
  if (e.key === ' ') { e.preventDefault(); playing ? stop() : play(); }
  if (e.key === '+' || e.key === '=') stepZoom(1);
  if (e.key === '-') stepZoom(-1);
});
