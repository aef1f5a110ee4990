// What the student's and the teacher's pages share: a websocket that comes back after a drop, a
// place for the server's refusals, the four-colour setting and the boxes that may scroll sideways.
// The pages only show; every rule is checked on the server.

// ``heard(refusal)`` may let a refusal go unsaid (false): one of a click the page has moved past.
// ``say(words)``, if given, tells a screen reader of a line lost or refused (a page whose status is
// not live: the student's, which has one live region of its own).
// ``opened()`` is called each time the line is (re)opened: a page may send again what waited for it.
export function connect(path, onView, heard = () => true, say = () => {}, opened = () => {}) {
  const status = document.getElementById("status");
  const refusal = document.getElementById("refusal");
  let socket = null;
  let wait = 500;
  const lost = (words) => { status.textContent = words; say(words); };
  function open() {
    // Relative to the page, so that it works behind a proxy's prefix (jupyter-server-proxy) too.
    const url = new URL(path, location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(url);
    socket.onopen = () => { wait = 500; status.textContent = "Connected."; opened(); };
    socket.onmessage = (event) => {
      const view = unpack(event.data);
      if (view.kind === "refusal") {
        if (heard(view)) refusal.textContent = `Not allowed: ${view.message}`;
        return;
      }
      refusal.textContent = "";
      onView(view);
    };
    socket.onclose = (event) => {
      if (event.code === 4403) { lost("This page needs the teacher's link."); return; }
      if (event.code === 1013) { lost("Too many pages are open from this computer: close some, then reload."); return; }
      if (wait === 500) lost("The connection was lost: trying again…"); // said once, not at each try
      setTimeout(open, wait);
      wait = Math.min(wait * 2, 8000);
    };
  }
  open();
  const ready = () => socket !== null && socket.readyState === 1;
  return { send: (message) => { if (ready()) socket.send(JSON.stringify(message)); }, ready };
}

// A view comes as JSON with its pictures after it, each after a record separator (U+001E), its place
// in the JSON holding its number (wire.py: the pictures are most of a view, and not escaped this way).
export function unpack(text) {
  const [head, ...pictures] = text.split("\x1e");
  const message = JSON.parse(head);
  const restore = (value) => {
    if (Array.isArray(value)) { value.forEach(restore); return; }
    if (value === null || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value)) {
      if (key === "picture" && Number.isInteger(item) && item >= 0 && item < pictures.length) value[key] = pictures[item];
      else restore(item);
    }
  };
  restore(message);
  return message;
}

export function button(words, kind, click) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = words;
  b.className = `action ${kind}`;
  b.addEventListener("click", click);
  return b;
}

// A page's one voice for a screen reader: what is said within a quarter of a second is gathered and
// said together, so that a second change (a computer's answer) does not cut the first short. Words
// given with a ``key`` replace any gathered with the same key (the status line: only the latest).
export function speaker(region, gather = 250) {
  let waiting = [];
  let timer = null;
  return (words, key = null) => {
    if (!words) return;
    if (key !== null) waiting = waiting.filter((item) => item.key !== key);
    waiting.push({ words, key });
    if (timer !== null) return;
    timer = setTimeout(() => {
      region.textContent = waiting.map((item) => item.words).join(" ");
      waiting = [];
      timer = null;
    }, gather);
  };
}

// The four-colour deck (diamonds blue, clubs green): a checkbox the browser remembers, applied at once
// to every card the page draws (card_faces.css colours them by the class on <body>).
const FOUR_COLOURS = "cardlib-four-colour";

export function fourColour() {
  const box = document.getElementById("four-colour");
  const apply = () => document.body.classList.toggle(FOUR_COLOURS, box.checked);
  try {
    box.checked = localStorage.getItem(FOUR_COLOURS) === "on";
  } catch { /* storage refused (a browser's privacy setting): the usual colours, the box still works */ }
  apply();
  box.addEventListener("change", () => {
    apply();
    try { localStorage.setItem(FOUR_COLOURS, box.checked ? "on" : "off"); } catch { /* kept for this page only */ }
  });
}

// A box that must scroll sideways (a wide result table on a phone) is reached by the keyboard: a named
// region in the Tab order. One that fits is not a Tab stop (nothing to do there).
export function reachable(box, name) {
  if (box.scrollWidth > box.clientWidth + 1) {
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", name);
  } else {
    box.removeAttribute("tabindex");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
  }
}
