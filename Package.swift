// swift-tools-version: 6.1
import PackageDescription

// The shape (docs/architecture.md): layers point one way, each target below depending only on
// those above it in this list; only SimHost and the executables do I/O. A simulated library
// is one folder of SimComponents plus one line of its standard list, and nothing outside the
// folder names it. scripts/check-layers enforces what it can.
#if os(macOS)
  let readlinePackageConfig: String? = "readline"
#else
  // Debian's readline.pc brings ncurses' -D flags, which SwiftPM refuses with a warning.
  let readlinePackageConfig: String? = nil
#endif

let package = Package(
  name: "scenesim",
  products: [
    .executable(name: "scenesim", targets: ["SceneSimCLI"]),
    // The engine, transcripts and the test helper as one import, for other packages.
    .library(name: "SceneSim", targets: ["SceneSim"]),
    // The live page's web server, started by scenesim for --view and view on (a program
    // of its own, so that scenesim carries no web server and builds as fast as before).
    .executable(name: "scenesim-view", targets: ["SceneSimView"]),
    // One Swift Testing test per transcript for a test target that depends on SceneSim.
    .plugin(name: "SceneSimTranscripts", targets: ["SceneSimTranscripts"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    // Values: points, sizes, rects, transforms, colours, number and XML text.
    .target(name: "SimGeometry"),
    // Virtual time: the clock, the scheduler and animations as functions of time.
    .target(
      name: "SimMotion",
      dependencies: [
        "SimGeometry",
        .product(name: "HeapModule", package: "swift-collections"),
      ]
    ),
    // The scene: screen, windows, the view tree, hit testing and frame states; node kinds
    // and the typed storage components keep in it. It names no component.
    .target(
      name: "SimScene",
      dependencies: [
        "SimGeometry", "SimMotion",
        .product(name: "HashTreeCollections", package: "swift-collections"),
      ]),
    // Pictures of the scene: the terminal picture, SVG and films, each kind drawn as its
    // component's drawing says. It names no component.
    .target(name: "SimRender", dependencies: ["SimGeometry", "SimMotion", "SimScene"]),
    // The command language: lexer, registry, help, completion and Session.execute, with the
    // commands of the scene itself; a session is built with a list of components.
    .target(name: "SimCommands", dependencies: ["SimScene", "SimRender"]),
    // The simulated libraries, one folder each: model, commands, help, drawings.
    .target(
      name: "SimComponents",
      dependencies: ["SimGeometry", "SimMotion", "SimScene", "SimRender", "SimCommands"]),
    // Golden transcripts: parse, replay through a Session, compare, diff, update.
    .target(name: "SimTranscript", dependencies: ["SimCommands", "SimComponents"]),
    // The host, the only layer that does I/O: files, streams, signals, processes
    // (Platform/), the REPL loop (Repl/), scripts (Run/), transcript suites and their reports
    // (Runner/), the JSON-lines protocol (Serve/) and the live page's side (View/).
    .target(
      name: "SimHost",
      dependencies: ["SimCommands", "SimComponents", "SimTranscript", "LivePageProtocol"]),
    // What scenesim and the live page's server say to each other: one version for both.
    .target(name: "LivePageProtocol"),
    // The library product: re-exports the engine and adds the transcript assertions.
    .target(name: "SceneSim", dependencies: ["SimHost"]),
    // GNU readline, for the executable's line editor only: at the compiler's default paths
    // (Debian's libreadline-dev); on macOS through pkg-config (Homebrew's readline, with
    // PKG_CONFIG_PATH naming it), else macOS's own libedit emulation.
    .systemLibrary(
      name: "CReadline",
      pkgConfig: readlinePackageConfig,
      providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
    ),
    // The scenesim command line: it declares the arguments and wires GNU readline (its
    // module's name differs from SceneSim's by more than case, for case-insensitive disks).
    .executableTarget(
      name: "SceneSimCLI",
      dependencies: [
        "SimCommands",
        "SimComponents",
        "SimTranscript",
        "SimHost",
        "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The live page's server: HTTP and a WebSocket on 127.0.0.1, the page built in; it
    // talks to scenesim over its standard input and output (SimHost/View/LiveView.swift).
    .executableTarget(
      name: "SceneSimView",
      dependencies: [
        "LivePageProtocol", .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      exclude: ["Page"], plugins: ["EmbedPage"]),
    // Embeds the page's HTML, CSS and JavaScript files into the server at build time.
    .plugin(name: "EmbedPage", capability: .buildTool(), dependencies: ["scenesim-embed"]),
    .executableTarget(name: "scenesim-embed"),
    // Writes one test per transcript for the SceneSimTranscripts plugin.
    .plugin(
      name: "SceneSimTranscripts", capability: .buildTool(),
      dependencies: ["scenesim-transcript-tests"]),
    .executableTarget(name: "scenesim-transcript-tests"),
    // The fuzz target (scripts/fuzz builds it with libFuzzer and AddressSanitizer); built
    // plainly, it replays inputs and prints the fuzzer's dictionary.
    .executableTarget(name: "scenesim-fuzz", dependencies: ["SimCommands", "SimComponents"]),
    // Release-build benchmarks of the engine: scripts/bench.
    .executableTarget(
      name: "scenesim-bench",
      dependencies: ["SimGeometry", "SimMotion", "SimScene", "SimCommands", "SimComponents"]),
    .testTarget(name: "SimGeometryTests", dependencies: ["SimGeometry"]),
    .testTarget(name: "SimMotionTests", dependencies: ["SimGeometry", "SimMotion"]),
    .testTarget(name: "SimSceneTests", dependencies: ["SimScene", "SimGeometry"]),
    .testTarget(name: "SimComponentsTests", dependencies: ["SimComponents"]),
    .testTarget(
      name: "SimRenderTests",
      dependencies: [
        "SimRender", "SimCommands", "SimComponents", "SimTranscript", "SimHost",
      ]),
    .testTarget(
      name: "SimCommandsTests",
      dependencies: [
        "SimCommands",
        "SimComponents",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "SimTranscriptTests", dependencies: ["SimTranscript", "SimCommands", "SimComponents"]),
    .testTarget(
      name: "SimHostTests", dependencies: ["SimHost", "SimComponents", "LivePageProtocol"]),
    .testTarget(name: "SceneSimTests", dependencies: ["SceneSim"], exclude: ["Fixtures"]),
    // A component defined in the tests alone: the shape a new library takes.
    .testTarget(
      name: "ComponentTests",
      dependencies: ["SimScene", "SimRender", "SimCommands", "SimComponents", "SimTranscript"]),
  ]
)
