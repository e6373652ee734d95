import PackagePlugin

/// Embeds the live page's files (`Page/page.html`, `page.css`, `page.js`, `picture.js`, `touch.js` in the target's
/// folder) into the target as the string constants of `PageFiles`, so that the page is
/// written, linted and checked as HTML, CSS and JavaScript, and served from one binary.
@main
struct EmbedPage: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let folder = target.directoryURL.appending(path: "Page")
    let files = [
      ("html", "page.html"), ("css", "page.css"), ("script", "page.js"), ("picture", "picture.js"),
      ("touch", "touch.js"),
    ]
    let inputs = files.map { folder.appending(path: $0.1) }
    let output = context.pluginWorkDirectoryURL.appending(path: "PageFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding the live page's files",
        executable: try context.tool(named: "scenesim-embed").url,
        arguments: [output.path(percentEncoded: false)]
          + zip(files, inputs).map { file, url in "\(file.0)=\(url.path(percentEncoded: false))" },
        inputFiles: inputs, outputFiles: [output])
    ]
  }
}
