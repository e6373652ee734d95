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
        """
    ) { p in
      let duration = p.positional("DURATION", .duration, help: "how far to advance")
      return { session, args throws(CommandError) in
        let d = args[duration]
        try sceneCall(at: args.column(of: duration)) { () throws(SceneError) in
          for piece in Session.pieces(of: d.microseconds, count: session.tickPieces) {
            try session.scene.advance(by: SimTime(microseconds: piece))
          }
        }
        return []
      }
    },
    CommandSpec(
      ["tick", "to"], group: groupScene, traits: [.movesOnlyClock, .notInEventHooks],
      abstract: "advance virtual time to an absolute time"
    ) { p in
      let time = p.positional(
        "TIME", .instant, help: "the time to reach, not in the past (any time, also past 1e9 s)")
      return { session, args throws(CommandError) in
        let t = args[time]
        guard t >= session.scene.now else {
          throw CommandError(
            "time \(Format.time(t)) is in the past", column: args.column(of: time),
            hint: "it is \(Format.time(session.scene.now)) now")
        }
        try sceneCall(at: args.column(of: time)) { () throws(SceneError) in
          try session.scene.advance(to: t)
        }
        return []
      }
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
        """
    ) { p in
      let limit = p.option(
        "limit", "DURATION", .duration, help: "the most time to advance (default 60s)")
      return { session, args throws(CommandError) in
        let limit = args[limit] ?? SimTime(microseconds: 60_000_000)
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
      }
    },
    CommandSpec(
      ["time"], group: groupScene, traits: [.readsOnly],
      abstract: "print the current virtual time"
    ) { session, _ throws(CommandError) in
      [Format.time(session.scene.now)]
    },
    CommandSpec(
      ["after"], group: groupScene, traits: [.keepsLine],
      abstract: "run a command that much virtual time later (dispatch_after)",
      discussion: """
        `after 0.5 view set a color red` runs the line 0.5 s of virtual time from now, as
        dispatch_after or performSelector:afterDelay: do: when a tick reaches it, inside
        that command, printed as `[T] after 0.5s: LINE` and what the line printed. `pending`
        lists it, `undo` takes it back with the line that scheduled it, a new scene cancels
        it. It may be used in hooks, then lines and other after lines; braced values in the
        line are worked out when it runs. Work due now runs at the next tick (`tick 0`).
        """
    ) { p in
      let delay = p.positional("SECONDS", .duration, help: "how long from now")
      let line = p.positional("LINE", .rest, help: "the command to run")
      return { session, args throws(CommandError) in
        let text = args[line]
        let wait = args[delay]
        let caption = "after \(Format.time(wait))"
        session.scene.schedule(
          at: session.scene.now + wait,
          ScheduledWork(owner: nil, label: "\(caption): \(text)") { scene in
            scene.runDelayed(text, caption: "[\(Format.time(scene.now))] \(caption)")
          })
        return []
      }
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
