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
      dependencies: [.product(name: "SceneSim", package: "scenesim")]
    )
  ]
)
