// The teacher's page of the class's answers: the counts of each question, its commonest mistakes and
// each student's standing, drawn on the server and sent as answers come. A part is redrawn only when
// it changed, and the focus stays on the link it was on.
import { connect } from "./common.js";

const sheetLine = document.getElementById("sheet");
const sheet = sheetLine && sheetLine.dataset.sheet ? Number(sheetLine.dataset.sheet) : null;
const drawn = new Map();

connect("ws/teacher/answers", (message) => {
  if (message.kind !== "answers") return;
  if (message.sheet !== sheet) { location.reload(); return; } // other questions set, in another window
  document.getElementById("status").textContent = message.status;
  document.body.dataset.answers = String(message.answers);
  for (const part of ["questions", "students"]) {
    const box = document.getElementById(part);
    if (message[part] === undefined || drawn.get(part) === message[part]) continue;
    const focused = box.contains(document.activeElement) ? document.activeElement.id : "";
    box.innerHTML = message[part]; // the server's own HTML, every student's word escaped there
    drawn.set(part, message[part]);
    if (focused) document.getElementById(focused)?.focus();
  }
});
