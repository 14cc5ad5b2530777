import ArgumentParser

/// `--store DIR`, shared by `conbook` and its subcommands.
struct StoreOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The directory of the database that keeps your conventions and favourites. Default: $CONBOOK_HOME, else $XDG_DATA_HOME/conbook, else ~/.local/share/conbook.",
            valueName: "dir"))
    var store: String?
}
