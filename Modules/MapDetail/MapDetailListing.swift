/// The view model shown, with what each row of the tap's result does and what the tap itself
/// does at once (open its single dealer or place).
struct MapDetailListing {
    var viewModel: MapDetailViewModel
    var actions: [[MapDetailAction?]]
    var immediateAction: MapDetailAction?

    func action(section: Int, row: Int) -> MapDetailAction? {
        guard actions.indices.contains(section), actions[section].indices.contains(row) else { return nil }
        return actions[section][row]
    }
}
