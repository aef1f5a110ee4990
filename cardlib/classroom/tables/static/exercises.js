// A student's page of the class's questions: each answer is sent to the class server, which checks it,
// keeps it, and says the verdict. An answer checked while the server cannot be reached is kept in the
// page (and in the browser, through a reload) and sent when the server is back; one that can no longer
// be sent (the teacher set other questions meanwhile) is said so, plainly.
import { connect, speaker } from "./common.js";

const say = speaker(document.getElementById("said"));
const sheetLine = document.getElementById("sheet");
const sheet = sheetLine ? Number(sheetLine.dataset.sheet) : null;
// Kept under the student's name: a browser may be shared, and one student's answers are his own.
const KEPT = `cardlib-unsent-answers:${sheetLine ? sheetLine.dataset.who : ""}`;
let waiting = load();
const line = connect("ws/answers", heard, refused, say, resend);

// What waited for the line is sent again once it is back, a few a second (a flood would be refused).
function resend() {
  const queue = [...waiting];
  const next = () => {
    const message = queue.shift();
    if (!message || !line.ready()) return;
    if (waiting.includes(message)) line.send(message);
    setTimeout(next, 100);
  };
  next();
}

function load() {
  try {
    const all = JSON.parse(localStorage.getItem(KEPT) || "[]");
    return Array.isArray(all) ? all.filter((m) => m && m.sheet === sheet) : [];
  } catch { return []; } // storage refused (a privacy setting): kept for this page only
}

function keep() {
  try { localStorage.setItem(KEPT, JSON.stringify(waiting)); } catch { /* kept for this page only */ }
}

function box(q) { return document.getElementById(`f${q}`); }

function note(q, words, tone) {
  const p = document.createElement("p");
  p.className = `verdict is-${tone}`;
  p.textContent = words;
  box(q).replaceChildren(p);
  say(`Question ${q}: ${words}`);
}

const NOT_SENT = "Kept in this page, not sent yet: the class server cannot be reached. "
  + "It is sent and checked as soon as the server is back.";

function send(message, words) {
  message.words = words; // how the answer reads, kept to say it again after a reload
  waiting.push(message);
  keep();
  if (line.ready()) {
    line.send(message);
    const p = document.createElement("p");
    p.className = "verdict is-checking";
    p.textContent = `Checking “${words}”…`;
    box(message.q).replaceChildren(p);
  } else {
    note(message.q, `You answered “${words}”. ${NOT_SENT}`, "kept");
  }
}

function heard(message) {
  if (message.kind === "sheet") {
    if (sheet !== message.sheet) changed();
    return;
  }
  if (message.kind !== "verdict") return;
  waiting = waiting.filter((m) => m.sent !== message.sent);
  keep();
  const feedback = box(message.q);
  if (feedback) {
    feedback.innerHTML = message.html; // the server's own HTML, every word of it escaped there
    say(message.said);
  }
}

// A refusal of one answer is said at its question, and that answer is not sent again.
function refused(message) {
  const mine = waiting.find((m) => m.sent === message.sent);
  if (!mine) return true;
  waiting = waiting.filter((m) => m !== mine);
  keep();
  note(mine.q, `Not sent: ${message.message}`, "unreadable");
  return false;
}

// Answers still waiting are sent all the same: one the server kept before the change comes back with
// its verdict, one it never had is refused at its question ("other questions set since").
function changed() {
  const words = "The teacher has set new questions.";
  const status = document.getElementById("status");
  status.textContent = words;
  say(words);
  const go = document.createElement("button");
  go.type = "button";
  go.textContent = "Show the new questions";
  go.addEventListener("click", () => location.reload());
  status.append(" ", go); // said, and offered; the focus stays where the student is
}

for (const form of document.querySelectorAll("form.answer")) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const q = Number(form.dataset.q);
    const message = { sheet, q, sent: crypto.getRandomValues(new Uint32Array(2)).join("-") };
    const clicked = event.submitter;
    if (clicked && clicked.name === "option") {
      message.option = Number(clicked.value);
      send(message, clicked.getAttribute("aria-label") || clicked.textContent);
      return;
    }
    const typed = form.querySelector("input[name=answer]").value.trim();
    if (!typed) { note(q, "Write your answer in the box first, then press Check.", "unreadable"); return; }
    message.answer = typed;
    send(message, typed);
  });
}
for (const message of waiting) note(message.q, `You answered “${message.words}”. ${NOT_SENT}`, "kept");
