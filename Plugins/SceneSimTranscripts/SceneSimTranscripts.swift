import PackagePlugin

/// Gives a test target one Swift Testing test per transcript: each `.t` file in the
/// target's folder (and below) becomes a test of the suite `SceneSimTranscripts` (shown as
/// "Transcripts"), named after its path there (`transcripts/tip.t` is
/// `transcripts_tip_t()`), that replays it with
/// `assertTranscripts`. `swift test --filter tip_t` runs one, and each failure is its own.
/// The files are the build's inputs: adding, removing or editing one regenerates the tests.
@main
struct SceneSimTranscripts: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles(withSuffix: ".t").map(\.url).sorted {
      $0.path(percentEncoded: false) < $1.path(percentEncoded: false)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "Transcripts.swift")
    var base = target.directoryURL.standardizedFileURL.path(percentEncoded: false)
    if !base.hasSuffix("/") { base += "/" }
    let pairs = files.flatMap { url in
      let path = url.standardizedFileURL.path(percentEncoded: false)
      let name = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
      return [name, path]
    }
    return [
      .buildCommand(
        displayName: "One test per transcript (\(files.count))",
        executable: try context.tool(named: "scenesim-transcript-tests").url,
        arguments: [output.path(percentEncoded: false)] + pairs, inputFiles: files,
        outputFiles: [output])
    ]
  }
}
