/**
 * Source of the function that describes what code inside the sandbox threw: installed before
 * any untrusted code, so it holds the real intrinsics. It reads only own data properties,
 * never a getter; a Proxy's traps may still run, but on the CPU budget. It answers
 * "<name>\n<message>".
 */
export const DESCRIBE_THROWN = `(function () {
  var own = Object.getOwnPropertyDescriptor;
  function text(value, key) {
    try {
      var d = own(value, key);
      return d && typeof d.value === "string" ? d.value : "";
    } catch (e) { return ""; }
  }
  return function (thrown) {
    if (typeof thrown === "string") return "string\\n" + thrown;
    if (thrown === null || typeof thrown !== "object") return "value\\n" + typeof thrown;
    var proto = null;
    try { proto = Object.getPrototypeOf(thrown); } catch (e) {}
    return (text(thrown, "name") || (proto && text(proto, "name")) || "Error") + "\\n" + text(thrown, "message");
  };
})()`;
