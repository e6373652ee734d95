// swift-tools-version: 6.1
// An app's own package that checks popover layouts with scenesim's transcripts.
import PackageDescription

let package = Package(
  name: "TranscriptTests",
  dependencies: [
    // In your project: .package(url: "https://github.com/OWNER/scenesim", from: "0.1.0")
    .package(name: "scenesim", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "TranscriptTests",
      dependencies: [.product(name: "SceneSim", package: "scenesim")],
      // assertScene's reference files, read from the source tree, not built.
      exclude: ["__Scenes__"],
      // One test per transcript in the target's folder: swift test --filter tip_t runs one.
      plugins: [.plugin(name: "SceneSimTranscripts", package: "scenesim")]
    )
  ]
)
