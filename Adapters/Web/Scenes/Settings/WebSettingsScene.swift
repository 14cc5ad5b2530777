public import ConbookCore
import ConbookModuleKit
public import ConbookSettings

/// Settings as a page: each setting under its heading with its value and how it changes, and
/// beside those changed here a real form control (a number of minutes with its range, a button to
/// clear the convention's data). Clearing asks first: while the question stands, the page shows it
/// at its top with a button to clear and one to keep the data.
@MainActor
public final class WebSettingsScene: SettingsScene, WebScene {
    private let texts: WebWords<WebSettingsTexts.Key>
    private let notices: WebNotices
    private var delegate: (any SettingsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: SettingsViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebSettingsTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any SettingsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.settingsSceneDidLoad() }
    }

    public func show(_ viewModel: SettingsViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .page("settings") }

    public func appear() {
        if loadGate.appeared() { delegate?.settingsSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = texts(.settingsTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        guard !viewModel.rows.isEmpty else {
            return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.nothingToShow))])])
        }
        let question = viewModel.confirmation.map { [confirmation($0, in: context)] } ?? []
        let isAsking = viewModel.confirmation != nil
        let rows = viewModel.rows.map { setting($0, isAsking: isAsking, in: context) }
        return WebPageContent(title: title, body: question + rows)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        let controls = viewModel.rows.compactMap(\.control)
        switch form.action {
        case "reminder":
            guard controls.contains(where: { if case .reminderLeadMinutes = $0 { true } else { false } }) else {
                throw .unknownAction(form.action)
            }
            delegate.settingsSceneDidChangeReminderLeadTime(minutes: try form.number(Self.minutesField))
        case "sync":
            guard controls.contains(where: { if case .syncIntervalMinutes = $0 { true } else { false } }) else {
                throw .unknownAction(form.action)
            }
            delegate.settingsSceneDidChangeSyncInterval(minutes: try form.number(Self.minutesField))
        case "clear":
            guard controls.contains(.clearData) else { throw .unknownAction(form.action) }
            delegate.settingsSceneDidRequestClearingData()
        case "confirm":
            guard viewModel.confirmation != nil else { throw .unknownAction(form.action) }
            delegate.settingsSceneDidConfirmClearingData()
        case "cancel":
            guard viewModel.confirmation != nil else { throw .unknownAction(form.action) }
            delegate.settingsSceneDidCancelClearingData()
        default: throw .unknownAction(form.action)
        }
    }

    /// The field of a number of minutes.
    private static let minutesField = "minutes"

    /// The question before clearing, with its two answers.
    private func confirmation(_ question: String, in context: WebPageContext) -> HTML {
        .element(
            .section, [.class("warning"), .ariaLabelledBy("settings-clear-question")],
            [
                .element(.h2, [.id("settings-clear-question")], [.text(texts(.clearQuestionHeading))]),
                .element(.p, [], [.element(.strong, [], [.text(question)])]),
                .element(
                    .div, [.class("actions")],
                    [
                        context.button("confirm", label: texts(.confirmClearing)),
                        context.button("cancel", label: texts(.cancelClearing)),
                    ]),
            ])
    }

    /// A setting under its heading: its value, how it changes, and its control if it has one here.
    private func setting(_ row: SettingRowViewModel, isAsking: Bool, in context: WebPageContext) -> HTML {
        let note: [HTML] = row.note.map { [.element(.p, [.class("muted")], [.text($0)])] } ?? []
        return .element(
            .section, [],
            [
                .element(.h2, [], [.text(row.label)]),
                .element(.p, [], [.text(row.value)]),
            ] + note + control(row.control, isAsking: isAsking, in: context))
    }

    private func control(_ control: SettingControlViewModel?, isAsking: Bool, in context: WebPageContext) -> [HTML] {
        switch control {
        case .reminderLeadMinutes(let current, let range):
            [minutesForm("reminder", label: texts(.reminderField), current: current, range: range, in: context)]
        case .syncIntervalMinutes(let current, let range):
            [minutesForm("sync", label: texts(.syncField), current: current, range: range, in: context)]
        case .clearData:
            isAsking ? [] : [context.button("clear", label: texts(.clearData))]
        case nil:
            []
        }
    }

    /// A form of a number of minutes within a range, its label naming it, with its button.
    private func minutesForm(
        _ action: String, label: String, current: Int, range: ClosedRange<Int>, in context: WebPageContext
    ) -> HTML {
        let identifier = "settings-\(action)-minutes"
        return context.form(
            action,
            [
                .element(.label, [.for(identifier)], [.text(label)]),
                .element(
                    .input,
                    [
                        .type("number"), .id(identifier), .name(Self.minutesField), .value("\(current)"),
                        .min(range.lowerBound), .max(range.upperBound), .inputMode("numeric"), .required,
                    ]),
                .element(.button, [.type("submit")], [.text(texts(.change))]),
            ])
    }
}

extension WebSceneFactory: SettingsSceneFactory {
    public func makeSettingsScene() -> WebSettingsScene {
        WebSettingsScene(language: language, notices: notices)
    }
}
