/// What the People module tells whoever shows it.
@MainActor
public protocol PeopleModuleDelegate: AnyObject {
    /// The user chose a person; `name` opens their page (`BrowsePeopleUseCase.page(of:)`).
    func peopleModuleDidSelectPerson(named name: String)
}
