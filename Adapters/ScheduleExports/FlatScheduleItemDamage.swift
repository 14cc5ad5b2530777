import ConbookCore

/// What is wrong with one item of a `FlatSchedule` as `FlatScheduleAssembler` times it: damage to
/// the item alone (it is skipped), or to the document (it is refused whole).
enum FlatScheduleItemDamage: Error {
    /// The item cannot be used; the reason says why (`it ends before it starts`).
    case damaged(String)
    /// The whole document cannot be read this way (floating times and no zone anywhere).
    case document(ConventionAPIError)
}
