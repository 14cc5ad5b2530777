public import ConbookCore

/// What the schedule module tells whoever shows it.
@MainActor
public protocol ScheduleModuleDelegate: AnyObject {
    /// The user chose an event.
    func scheduleModuleDidSelectEvent(_ event: Event.ID)
    /// The user chose a person a search found, by name (their page opens by it:
    /// `BrowsePeopleUseCase.page(of:)`). Does nothing unless implemented, so that a delegate
    /// written before people had pages keeps compiling.
    func scheduleModuleDidSelectPerson(named name: String)
}

extension ScheduleModuleDelegate {
    /// Ignores the choice: the default for delegates that open no people's pages.
    public func scheduleModuleDidSelectPerson(named name: String) {}
}
