/// The live page: one document with its style and script, served from the binary so that
/// it works offline. It reads the state over the live socket and frames from /frame, and
/// sends gestures and commands to /command. Its HTML, CSS and JavaScript are the files in
/// `Page/`, embedded when the server is built (the EmbedPage plugin).
enum Page {
  static let html = PageFiles.html.replacing("{{page.css}}", with: PageFiles.css)
    .replacing("{{page.js}}", with: PageFiles.script)
    .replacing("{{picture.js}}", with: PageFiles.picture)
    .replacing("{{touch.js}}", with: PageFiles.touch)
  /// The page of a server started with --read-only: it shows no controls.
  static let readOnlyHTML = html.replacing(
    "<body data-state=\"connecting\">", with: "<body data-state=\"connecting\" data-read-only>")
}
