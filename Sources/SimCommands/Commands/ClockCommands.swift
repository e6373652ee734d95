import SimMotion
import SimScene

extension Commands {
  static let clockCommands: [CommandSpec] = [
    CommandSpec(
      ["tick"], group: groupScene, traits: [.movesOnlyClock, .notInEventHooks],
      abstract: "advance virtual time; print each event that fired, stamped",
      discussion: """
        Work falls due in order of time, and in the order it was scheduled when times are
        equal; work scheduled while ticking that falls due within the tick runs in it.
        Durations: 0.25 (seconds), 250ms, 0.25s, 2s, 1500us; exact to the microsecond.
        """,
      positionals: [.positional("DURATION", .duration, help: "how far to advance")]
    ) { session, args throws(CommandError) in
      let d = args.duration("DURATION") ?? .zero
      do throws(SceneError) {
        for piece in Session.pieces(of: d.microseconds, count: session.tickPieces) {
          try session.scene.advance(by: SimTime(microseconds: piece))
        }
      } catch {
        throw error.commandError(column: args.column(of: "DURATION"))
      }
      return []
    },
    CommandSpec(
      ["tick", "to"], group: groupScene, traits: [.movesOnlyClock, .notInEventHooks],
      abstract: "advance virtual time to an absolute time",
      positionals: [
        .positional(
          "TIME", .instant, help: "the time to reach, not in the past (any time, also past 1e9 s)")
      ]
    ) { session, args throws(CommandError) in
      let t = args.duration("TIME") ?? .zero
      guard t >= session.scene.now else {
        throw CommandError(
          "time \(Format.time(t)) is in the past", column: args.column(of: "TIME"),
          hint: "it is \(Format.time(session.scene.now)) now")
      }
      do throws(SceneError) {
        try session.scene.advance(to: t)
      } catch {
        throw error.commandError(column: args.column(of: "TIME"))
      }
      return []
    },
    CommandSpec(
      ["settle"], group: groupScene, traits: [.movesOnlyClock, .notInEventHooks],
      abstract: "advance until no finite work is pending",
      discussion: """
        Runs scheduled work in order until none is left, then stops at the time of the last
        piece; prints the events and then where it stopped. Animations that repeat forever
        (or are paused) do not keep it busy: it names them when it returns. The limit
        (default 60s) guards against work that never ends: at the limit it stops and says
        how much is still pending.
        """,
      options: [
        .option("limit", "DURATION", .duration, help: "the most time to advance (default 60s)")
      ]
    ) { session, args throws(CommandError) in
      let limit = args.duration("limit") ?? SimTime(microseconds: 60_000_000)
      let outcome = session.scene.settle(limit: limit)
      var lines = session.takeEventLines()
      if outcome.isSettled {
        lines.append("settled at \(Format.time(session.scene.now))")
        let ambient = session.scene.ambientAnimations
        if !ambient.isEmpty {
          lines.append(
            "still running, never ending: "
              + ambient.map { "\($0.node) \($0.key)" }.joined(separator: ", "))
        }
      } else {
        lines.append(
          "not settled: limit \(Format.time(limit)) reached at \(Format.time(session.scene.now)), "
            + "\(session.scene.pendingWork.count) pending")
      }
      return lines
    },
    CommandSpec(
      ["time"], group: groupScene, traits: [.readsOnly],
      abstract: "print the current virtual time"
    ) { session, _ throws(CommandError) in
      [Format.time(session.scene.now)]
    },
    CommandSpec(
      ["pending"], group: groupScene, traits: [.readsOnly],
      abstract: "scheduled work and running animations, in firing order"
    ) { session, _ throws(CommandError) in
      let scene = session.scene
      var lines = scene.pendingWork.map { item in
        "\(Format.time(item.time)) \(item.work.owner.map { $0 + ": " } ?? "")\(item.work.label)"
      }
      lines += scene.runningAnimations.map(Format.animation)
      return lines.isEmpty ? ["nothing pending"] : lines
    },
  ]
}
