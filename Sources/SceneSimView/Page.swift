/// The live page: one document with its style and script, served from the binary so that
/// it works offline. It only reads: the state over the live socket, frames of the past
/// from /frame. Its HTML, CSS and JavaScript are the files in `Page/`, embedded when the
/// server is built (the EmbedPage plugin).
enum Page {
  static let html = PageFiles.html.replacing("{{page.css}}", with: PageFiles.css)
    .replacing("{{page.js}}", with: PageFiles.script)
}
