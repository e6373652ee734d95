import SimGeometry
import SimMotion
import SimRender
import SimScene

extension Commands {
  static let groupPictures = CommandGroup("Pictures", order: 1000)

  /// The width of a terminal picture: as asked, or the terminal's, or 80.
  static func pictureColumns(_ args: ParsedArguments, _ session: Session) -> Int {
    args.number("cols").map { Int($0) } ?? session.pictureColumns
  }

  /// Writes `text` to `path` through the session; a line saying what was written.
  static func write(
    _ text: String, to path: String, what: String, _ session: Session, _ args: ParsedArguments
  ) throws(CommandError) -> [String] {
    if case .failure(let error) = session.writeText(path, text) {
      throw CommandError(
        "cannot write '\(clip(path))': \(error.message)", column: args.column(of: "FILE"))
    }
    return ["wrote \(path): \(what), \(text.utf8.count) bytes"]
  }

  static let renderCommands: [CommandSpec] = [
    CommandSpec(
      ["render"], group: groupPictures, traits: [.readsOnly, .unwatched, .drawsPictures],
      abstract: "a picture of the screen now, in the terminal",
      discussion: """
        Every visible node is outlined with its id, in drawing order, so views in front hide
        those behind: popovers and annotations with their arrow at its tip, the radial
        dimming with its spotlights (clear core, feathered edge), map pins at their tips,
        pulsing halos at their current size, GIK callouts with their arrows, and label text.
        One column is screen width / cols points and a row twice as high; on a terminal the
        picture is made narrower when it would be taller than the terminal (settings rows
        and columns set both). A label that would run into another is cut short or left
        out. Box-drawing characters on a terminal; plain ASCII otherwise or with ascii on.
        """,
      options: [
        .option(
          "cols", "N", .number(8...1000),
          help:
            "the most columns (default: the terminal's, or 80); a tall screen is drawn narrower, as a picture has at most 500 rows"
        ),
        .option("ascii", "B", .bool, help: "plain ASCII even on a terminal"),
      ]
    ) { session, args throws(CommandError) in
      session.picture(columns: pictureColumns(args, session), ascii: args.bool("ascii"))
    },
    CommandSpec(
      ["render", "svg"], group: groupPictures,
      traits: [.readsOnly, .unwatched, .drawsPictures, .notInEventHooks],
      abstract: "the screen now as an SVG file, 1 point = 1 pixel",
      discussion: """
        Windows and views with their colours and alpha; popover and annotation backgrounds
        from the same outline as popover path (fill, stroke, shadow); the radial dimming
        with each spotlight's gradient and ring; maps (clipped, with a street grid that
        moves with the region), pins, pulsing halos at their current scale and opacity, GIK
        callouts with their arrows; label text; under the screen, a caption band with the
        virtual time, so the stamp covers nothing.
        With labels on (the default) views without a colour are outlined and named.
        """,
      positionals: [.positional("FILE", .file, help: "where to write it")],
      options: [
        .option("scale", "S", .number(0.05...8), help: "pixels per point (default 1)"),
        .option("labels", "B", .bool, help: "outline and name views without a colour (default on)"),
      ]
    ) { session, args throws(CommandError) in
      guard let path = args.word("FILE") else { return [] }
      let scale = args.number("scale") ?? 1
      let text = session.drawings.svg(
        session.scene, scale: scale, labels: args.bool("labels") ?? true)
      let size = session.scene.screen.bounds.size
      return try write(
        text, to: path,
        what:
          "\(NumberFormat.string(size.width * scale))x\(NumberFormat.string((size.height + Picture.captionHeight) * scale)) px at t=\(NumberFormat.string(session.scene.now.seconds))s",
        session, args)
    },
    CommandSpec(
      ["render", "film"], group: groupPictures,
      traits: [.readsOnly, .unwatched, .drawsPictures, .notInEventHooks],
      abstract: "frames from T0 to T1 every DT side by side (SVG), or a player (.html)",
      discussion: """
        Frames up to now show the scene as it was (rebuilt from the history, as rewind
        does), later ones play the scene forward on a copy; the live scene stays where it
        is, and events on the way are not printed. T0 may be any time since the last
        screen or reset. A FILE ending in
        .html is a page with a slider and a play button; anything else is one SVG with the
        frames six to a row, each captioned with its time. At most 400 frames.
        """,
      positionals: [.positional("FILE", .file, help: "where to write it")],
      options: [
        .option("from", "T0", .duration, required: true, help: "the first frame's time"),
        .option("to", "T1", .duration, required: true, help: "the last frame's time (at most)"),
        .option("every", "DT", .duration, required: true, help: "the time between frames"),
        .option("scale", "S", .number(0.05...8), help: "pixels per point (default 0.5)"),
      ]
    ) { session, args throws(CommandError) in
      guard let path = args.word("FILE"), let t0 = args.duration("from"),
        let t1 = args.duration("to"), let dt = args.duration("every")
      else { return [] }
      if t0 < session.scene.now, let earliest = session.earliestTime, t0 < earliest {
        throw CommandError(
          "the film cannot start before t=\(Format.time(earliest)), where this scene's history begins",
          column: args.column(of: "from"), hint: "give from T0 at or after that")
      }
      guard t1 >= t0 else {
        throw CommandError("the film ends before it starts", column: args.column(of: "to"))
      }
      guard dt > .zero else {
        throw CommandError("every must be above 0", column: args.column(of: "every"))
      }
      let count = (t1 - t0).microseconds / dt.microseconds + 1
      guard count <= Int64(Picture.maxFrames) else {
        throw CommandError(
          "that is \(count) frames; at most \(Picture.maxFrames)", column: args.column(of: "every"),
          hint: "take a longer DT or a shorter span")
      }
      // A film's size follows frames x nodes.
      let nodes = Int64(session.scene.nodeCount)
      guard count * nodes <= session.filmLimit else {
        throw CommandError(
          "\(count) frames of \(nodes) nodes is too much to draw "
            + "(at most \(session.filmLimit) node pictures)",
          column: args.column(of: "every"), hint: "take fewer frames")
      }
      let times = (0..<count).map { t0 + SimTime(microseconds: $0 * dt.microseconds) }
      let frames: [Scene]
      do throws(CommandError) {
        frames = try session.scenes(at: times)
      } catch {
        var located = error
        located.column = located.column ?? args.column(of: "from")
        throw located
      }
      let scale = args.number("scale") ?? 0.5
      let html = path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm")
      let text =
        html
        ? session.drawings.filmHTML(frames, scale: scale)
        : session.drawings.filmSVG(frames, scale: scale)
      return try write(
        text, to: path,
        what:
          "\(frames.count) frame\(frames.count == 1 ? "" : "s") from \(NumberFormat.string(t0.seconds))s to "
          + "\(NumberFormat.string(times.last.map(\.seconds) ?? t0.seconds))s"
          + (html ? ", HTML player" : ", SVG"),
        session, args)
    },
    CommandSpec(
      ["watch"], group: groupPictures, traits: [.readsOnly, .unwatched, .notInEventHooks],
      abstract: "redraw the terminal picture after every command",
      positionals: [.positional("on|off", .bool, help: "on or off")],
      options: [
        .option(
          "cols", "N", .number(8...1000),
          help:
            "the most columns (default: the terminal's, or 80); a tall screen is drawn narrower, as a picture has at most 500 rows"
        )
      ]
    ) { session, args throws(CommandError) in
      guard let on = args.bool("on|off") else { return [] }
      session.watchColumns = on ? pictureColumns(args, session) : nil
      return []
    },
  ]
}
