/// The view model shown, with what each row of the tap's result does and what the tap itself
/// does at once (open its single dealer or place).
struct MapDetailListing {
    /// A row of the tap's result: its identity (`MapTapRowViewModel.id`) and what choosing it does
    /// (nil: nothing).
    struct RowAction {
        var id: String
        var action: MapDetailAction?
    }

    var viewModel: MapDetailViewModel
    var actions: [RowAction]
    var immediateAction: MapDetailAction?

    /// The row of the tap's result shown with an identity; nil when none is.
    func row(_ id: String) -> RowAction? {
        actions.first { $0.id == id }
    }
}
