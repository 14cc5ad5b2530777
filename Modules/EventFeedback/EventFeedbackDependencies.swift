public import ConbookCore
public import ConbookModuleKit

/// What the EventFeedback module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol EventFeedbackDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Sends feedback on events.
    var sendFeedback: SendFeedbackUseCase { get }
    /// Shows one event in full.
    var viewEvent: ViewEventUseCase { get }
}

extension Conbook: EventFeedbackDependencies {}
