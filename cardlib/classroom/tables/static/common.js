// What the student's and the teacher's pages share: a websocket that comes back after a drop, and
// a place for the server's refusals. The pages only show; every rule is checked on the server.

// ``heard(refusal)`` may let a refusal go unsaid (false): one of a click the page has moved past.
export function connect(path, onView, heard = () => true) {
  const status = document.getElementById("status");
  const refusal = document.getElementById("refusal");
  let socket = null;
  let wait = 500;
  function open() {
    // Relative to the page, so that it works behind a proxy's prefix (jupyter-server-proxy) too.
    const url = new URL(path, location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(url);
    socket.onopen = () => { wait = 500; status.textContent = "Connected."; };
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
      if (event.code === 4403) { status.textContent = "This page needs the teacher's link."; return; }
      if (event.code === 1013) { status.textContent = "Too many pages are open from this computer: close some, then reload."; return; }
      status.textContent = "The connection was lost: trying again…";
      setTimeout(open, wait);
      wait = Math.min(wait * 2, 8000);
    };
  }
  open();
  return { send: (message) => { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); } };
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
