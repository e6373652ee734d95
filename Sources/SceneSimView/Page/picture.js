// Drawing the scene's SVG on the stage. scenesim writes one element a line, in document
// order, so a new picture that differs from the one on the stage in a few elements'
// attributes or text (a colour, a frame, a transform) is drawn by changing those elements
// alone: a large scene need not be parsed, laid out and painted whole after every tap.
// Anything else (an element added, removed or moved) draws the whole picture again.
const SVG_NS = 'http://www.w3.org/2000/svg';
let drawnSVG = null, drawnLines = [], drawnElements = [], elementOfLine = [];

// Whether an attribute could run something: the picture is data, nothing in it may run.
const unsafe = (name, value) => /^on/i.test(name) || /^\s*javascript:/i.test(value);

// How many elements a line of scenesim's SVG opens.
const openings = (line) => (line.match(/<[A-Za-z]/g) || []).length;

// How a line opens an element of its own: its tag, and whether it is left open (a group
// whose children follow); null for a line that opens none, or several (a clip path and its
// rectangle), which is never patched.
function opening(line) {
  const match = /^<([A-Za-z][\w:-]*)[\s>/]/.exec(line);
  if (!match || openings(line) !== 1) return null;
  return { tag: match[1], open: !line.endsWith('/>') && !line.endsWith('</' + match[1] + '>') };
}

function draw(svgText) {
  const stage = $('stage');
  if (svgText === drawnSVG && stage.querySelector('svg')) return;
  if (!patch(svgText)) replace(svgText);
  drawnSVG = svgText;
}

function replace(svgText) {
  const svg = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
  if (svg.nodeName !== 'svg') return;
  for (const node of svg.querySelectorAll('script, foreignObject')) node.remove();
  const elements = [svg, ...svg.querySelectorAll('*')];
  for (const node of elements) {
    for (const name of node.getAttributeNames()) {
      if (unsafe(name, node.getAttribute(name))) node.removeAttribute(name);
    }
  }
  $('stage').replaceChildren(document.adoptNode(svg));
  index(svgText.split('\n'), elements);
}

// Which element each line opened, in document order.
function index(lines, elements) {
  drawnLines = lines;
  drawnElements = elements;
  elementOfLine = [];
  let next = 0, plain = true;
  for (const line of lines) {
    const count = openings(line);
    elementOfLine.push(count ? next : -1);
    next += count;
    if (!count && line && !/^<[/?]/.test(line)) plain = false;
  }
  // Not one element a line (text running over lines): such a picture is never patched.
  if (!plain || next !== elements.length) drawnLines = [];
}

function patch(svgText) {
  const lines = svgText.split('\n');
  if (!drawnLines.length || lines.length !== drawnLines.length) return false;
  const changed = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === drawnLines[i]) continue;
    const was = opening(drawnLines[i]), now = opening(lines[i]);
    if (!was || !now || was.tag !== now.tag || was.open !== now.open) return false;
    changed.push(i);
    if (changed.length > 400) return false;
  }
  for (const i of changed) {
    const open = opening(lines[i]);
    const wrapped = '<svg xmlns="' + SVG_NS + '">' + lines[i] +
      (open.open ? '</' + open.tag + '>' : '') + '</svg>';
    const parsed = new DOMParser().parseFromString(wrapped, 'image/svg+xml');
    const fresh = parsed.documentElement.firstElementChild;
    const element = drawnElements[elementOfLine[i]];
    if (!fresh || !element || fresh.tagName !== element.tagName) return false;
    for (const name of element.getAttributeNames()) {
      if (!fresh.hasAttribute(name)) element.removeAttribute(name);
    }
    for (const name of fresh.getAttributeNames()) {
      const value = fresh.getAttribute(name);
      if (!unsafe(name, value)) element.setAttribute(name, value);
    }
    if (!open.open) element.textContent = fresh.textContent;
  }
  drawnLines = lines;
  return true;
}
