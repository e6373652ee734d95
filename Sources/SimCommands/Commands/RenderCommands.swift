import SimGeometry
import SimMotion
import SimRender
import SimScene

extension Commands {
  static let groupPictures = CommandGroup("Pictures", order: 1000)

  /// The `cols` option of the terminal pictures.
  static func colsOption(_ p: inout Parameters) -> OptionalArg<Double> {
    p.option(
      "cols", "N", .number(8...1000),
      help:
        "the most columns (default: the terminal's, or 80); a tall screen is drawn narrower, as a picture has at most 500 rows"
    )
  }

  /// The width of a terminal picture: as asked, or the terminal's, or 80.
  static func pictureColumns(_ cols: Double?, _ session: Session) -> Int {
    cols.map { Int($0) } ?? session.pictureColumns
  }

  /// Writes `text` to `path` (the word at `column`) through the session; a line saying
  /// what was written.
  static func write(
    _ text: String, to path: String, column: Int?, what: String, _ session: Session
  ) throws(CommandError) -> [String] {
    if case .failure(let error) = session.writeText(path, text) {
      throw CommandError("cannot write '\(clip(path))': \(error.message)", column: column)
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
        and columns set both; cols and rows set them for one picture). A label that would run into another is cut short or left
        out. Box-drawing characters on a terminal; plain ASCII otherwise or with ascii on.
        """
    ) { p in
      let cols = colsOption(&p)
      let rows = p.option(
        "rows", "N", .number(8...500),
        help: "the most rows (default: the terminal's less 3, else none); a tall screen is "
          + "drawn narrower to fit")
      let ascii = p.option("ascii", "B", .bool, help: "plain ASCII even on a terminal")
      return { session, args throws(CommandError) in
        session.picture(
          columns: pictureColumns(args[cols], session), rows: args[rows].map { Int($0) },
          ascii: args[ascii])
      }
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
        """
    ) { p in
      let file = p.positional("FILE", .file, help: "where to write it")
      let scale = p.option("scale", "S", .number(0.05...8), help: "pixels per point (default 1)")
      let labels = p.option(
        "labels", "B", .bool, help: "outline and name views without a colour (default on)")
      return { session, args throws(CommandError) in
        let path = args[file]
        let factor = args[scale] ?? 1
        let text = session.drawings.svg(
          session.scene, scale: factor, labels: args[labels] ?? true)
        let size = session.scene.screen.bounds.size
        return try write(
          text, to: path, column: args.column(of: file),
          what:
            "\(NumberFormat.string(size.width * factor))x\(NumberFormat.string((size.height + Picture.captionHeight) * factor)) px at t=\(NumberFormat.string(session.scene.now.seconds))s",
          session)
      }
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
        """
    ) { p in
      let file = p.positional("FILE", .file, help: "where to write it")
      let from = p.requiredOption("from", "T0", .duration, help: "the first frame's time")
      let to = p.requiredOption("to", "T1", .duration, help: "the last frame's time (at most)")
      let every = p.requiredOption("every", "DT", .duration, help: "the time between frames")
      let scale = p.option("scale", "S", .number(0.05...8), help: "pixels per point (default 0.5)")
      return { session, args throws(CommandError) in
        let path = args[file]
        let t0 = args[from]
        let t1 = args[to]
        let dt = args[every]
        if t0 < session.scene.now, let earliest = session.earliestTime, t0 < earliest {
          throw CommandError(
            "the film cannot start before t=\(Format.time(earliest)), where this scene's history begins",
            column: args.column(of: from), hint: "give from T0 at or after that")
        }
        guard t1 >= t0 else {
          throw CommandError("the film ends before it starts", column: args.column(of: to))
        }
        guard dt > .zero else {
          throw CommandError("every must be above 0", column: args.column(of: every))
        }
        let count = (t1 - t0).microseconds / dt.microseconds + 1
        guard count <= Int64(Picture.maxFrames) else {
          throw CommandError(
            "that is \(count) frames; at most \(Picture.maxFrames)", column: args.column(of: every),
            hint: "take a longer DT or a shorter span")
        }
        // A film's size follows frames x nodes.
        let nodes = Int64(session.scene.nodeCount)
        guard count * nodes <= session.filmLimit else {
          throw CommandError(
            "\(count) frames of \(nodes) nodes is too much to draw "
              + "(at most \(session.filmLimit) node pictures)",
            column: args.column(of: every), hint: "take fewer frames")
        }
        let times = (0..<count).map { t0 + SimTime(microseconds: $0 * dt.microseconds) }
        let frames: [Scene]
        do throws(CommandError) {
          frames = try session.scenes(at: times)
        } catch {
          var located = error
          located.column = located.column ?? args.column(of: from)
          throw located
        }
        let factor = args[scale] ?? 0.5
        let html = path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm")
        let text =
          html
          ? session.drawings.filmHTML(frames, scale: factor)
          : session.drawings.filmSVG(frames, scale: factor)
        return try write(
          text, to: path, column: args.column(of: file),
          what:
            "\(frames.count) frame\(frames.count == 1 ? "" : "s") from \(NumberFormat.string(t0.seconds))s to "
            + "\(NumberFormat.string(times.last.map(\.seconds) ?? t0.seconds))s"
            + (html ? ", HTML player" : ", SVG"),
          session)
      }
    },
    CommandSpec(
      ["watch"], group: groupPictures, traits: [.readsOnly, .unwatched, .notInEventHooks],
      abstract: "redraw the terminal picture after every command"
    ) { p in
      let onOff = p.positional("on|off", .bool, help: "on or off")
      let cols = colsOption(&p)
      return { session, args throws(CommandError) in
        let on = args[onOff]
        session.watchColumns = on ? pictureColumns(args[cols], session) : nil
        return []
      }
    },
  ]
}
