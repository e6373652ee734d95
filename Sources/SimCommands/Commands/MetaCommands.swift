extension Commands {
  static let metaCommands: [CommandSpec] = [
    CommandSpec(
      ["help"], group: groupMeta,
      abstract: "list the commands, or describe one",
      discussion: "help COMMAND shows its usage, what each argument means and its defaults.",
      positionals: [
        .positional("COMMAND", .commandWord, optional: true, help: "a command word"),
        .positional("SUBCOMMAND", .commandWord, optional: true, help: "a second command word"),
      ]
    ) { session, args throws(CommandError) in
      let words = [args.word("COMMAND"), args.word("SUBCOMMAND")].compactMap { $0 }
      if words.isEmpty { return Help.overview(session.registry) }
      let columns = ["COMMAND", "SUBCOMMAND"].compactMap { args.column(of: $0) }
      return try Help.topic(words, registry: session.registry, columns: columns)
    },
    CommandSpec(
      ["quit"], group: groupMeta,
      abstract: "leave scenesim (Ctrl-D does the same)"
    ) { _, _ throws(CommandError) in [] },
  ]
}
