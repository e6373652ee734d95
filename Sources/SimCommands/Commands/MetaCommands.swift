extension Commands {
  static let metaCommands: [CommandSpec] = [
    CommandSpec(
      ["help"], group: groupMeta, traits: [.readsOnly, .unwatched],
      abstract: "the commands by group, help all every one, or help COMMAND one",
      discussion: """
        help alone lists the commands by group; help all lists every command with its
        usage and a line on what it does; help COMMAND shows its usage, what each argument
        means and its defaults. In a terminal a long text goes through $PAGER (less -FRX
        when unset), as git and man do; piped, it is printed as it is.
        """
    ) { p in
      let command = p.optionalPositional("COMMAND", .commandWord, help: "a command word")
      let subcommand = p.optionalPositional(
        "SUBCOMMAND", .commandWord, help: "a second command word")
      return { session, args throws(CommandError) in
        let words = [args[command], args[subcommand]].compactMap { $0 }
        if words.isEmpty { return Help.summary(session.registry) }
        if words == ["all"] { return Help.overview(session.registry) }
        let columns = [args.column(of: command), args.column(of: subcommand)].compactMap { $0 }
        return try Help.topic(words, registry: session.registry, columns: columns)
      }
    },
    CommandSpec(
      ["apropos"], group: groupMeta, traits: [.readsOnly, .unwatched],
      abstract: "the commands whose help mentions WORD",
      discussion: "Searches every command's usage, abstract, details and argument help."
    ) { p in
      let word = p.positional("WORD", .text, help: "a word, in any case")
      return { session, args throws(CommandError) in
        let text = args[word]
        let found = Help.apropos(text, registry: session.registry)
        guard !found.isEmpty else {
          throw CommandError(
            "no command mentions '\(clip(text))'", column: args.column(of: word),
            hint: "type 'help' for the list")
        }
        return found
      }
    },
    CommandSpec(
      ["quit"], group: groupMeta, traits: [.readsOnly, .unwatched, .quits, .notInEventHooks],
      abstract: "leave scenesim (exit and Ctrl-D do the same)"
    ) { _, _ throws(CommandError) in [] },
    CommandSpec(
      ["exit"], group: groupMeta, traits: [.readsOnly, .unwatched, .quits, .notInEventHooks],
      abstract: "leave scenesim, as quit does"
    ) { _, _ throws(CommandError) in [] },
  ]
}
