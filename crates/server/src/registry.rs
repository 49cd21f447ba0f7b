//! The tables this process runs, by invite code, the seat tokens that lead to them, and the
//! public ones waiting for players. The hub enters a table when its task starts; the task takes
//! itself out when it ends, through this registry, so that neither calls the other.

use crate::command::Command;
use crate::locks::lock;
use crate::open_tables::OpenTables;
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::mpsc;

/// A table running here: the way to its task, and the lease term it was taken under.
#[derive(Clone)]
struct Running {
    commands: mpsc::Sender<Command>,
    term: u64,
}

/// Whether `task` (a table's own weak way to itself) is the task entered as `entered`. While
/// entered, a task's channel has a strong sender, so the weak one comes up.
fn is_task(task: &mpsc::WeakSender<Command>, entered: &mpsc::Sender<Command>) -> bool {
    task.upgrade()
        .is_some_and(|task| task.same_channel(entered))
}

#[derive(Default)]
pub struct Registry {
    tables: Mutex<HashMap<String, Running>>,
    tokens: Mutex<HashMap<String, String>>,
    /// The public tables waiting for players, kept up to date by their tasks.
    open: OpenTables,
}

impl Registry {
    /// The way to the task of the table with this code, if it runs here.
    pub fn get(&self, code: &str) -> Option<mpsc::Sender<Command>> {
        lock(&self.tables)
            .get(code)
            .map(|running| running.commands.clone())
    }

    pub fn contains(&self, code: &str) -> bool {
        lock(&self.tables).contains_key(code)
    }

    pub fn count(&self) -> usize {
        lock(&self.tables).len()
    }

    /// Enters a table whose task is starting; false when one with its code runs here already.
    pub fn enter(&self, code: &str, commands: mpsc::Sender<Command>, term: u64) -> bool {
        let mut tables = lock(&self.tables);
        if tables.contains_key(code) {
            return false;
        }
        tables.insert(code.to_string(), Running { commands, term });
        true
    }

    /// A table took itself back under a new term after a lost lease.
    pub fn set_term(&self, code: &str, task: &mpsc::WeakSender<Command>, term: u64) {
        if let Some(running) = lock(&self.tables).get_mut(code)
            && is_task(task, &running.commands)
        {
            running.term = term;
        }
    }

    /// Every table's task, to stop them all.
    pub fn every_task(&self) -> Vec<mpsc::Sender<Command>> {
        lock(&self.tables)
            .values()
            .map(|running| running.commands.clone())
            .collect()
    }

    /// Every table running here with the term it holds, and the way to its task.
    pub fn terms(&self) -> Vec<(String, u64, mpsc::Sender<Command>)> {
        lock(&self.tables)
            .iter()
            .map(|(code, running)| (code.clone(), running.term, running.commands.clone()))
            .collect()
    }

    /// A table's task ended: its code, tokens and listing are forgotten, unless another task
    /// runs the same code here by now (taken again after it was let go).
    pub fn forget(&self, code: &str, task: &mpsc::WeakSender<Command>, tokens: &[String]) {
        let mut tables = lock(&self.tables);
        let ours = tables
            .get(code)
            .is_some_and(|running| is_task(task, &running.commands));
        if !ours {
            return;
        }
        tables.remove(code);
        drop(tables);
        self.open.remove(code);
        let mut index = lock(&self.tokens);
        for token in tokens {
            if index.get(token).is_some_and(|at| at == code) {
                index.remove(token);
            }
        }
    }

    pub fn add_token(&self, token: &str, code: &str) {
        lock(&self.tokens).insert(token.to_string(), code.to_string());
    }

    pub fn remove_token(&self, token: &str) {
        lock(&self.tokens).remove(token);
    }

    /// The code of the table running here where this token holds a seat.
    pub fn code_of_token(&self, token: &str) -> Option<String> {
        lock(&self.tokens).get(token).cloned()
    }

    /// The public tables waiting for players.
    pub fn open_tables(&self) -> &OpenTables {
        &self.open
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_that_ends_forgets_only_itself() {
        let registry = Registry::default();
        let (first, _first_rx) = mpsc::channel(1);
        let (second, _second_rx) = mpsc::channel(1);
        assert!(registry.enter("ACEFHJ", first.clone(), 1));
        assert!(
            !registry.enter("ACEFHJ", second.clone(), 2),
            "one task per code"
        );
        registry.add_token("t1", "ACEFHJ");
        // The first task ends and the code is taken again by a second one before the first
        // takes itself out: the second stays.
        registry.forget("ACEFHJ", &first.downgrade(), &["t1".into()]);
        assert!(!registry.contains("ACEFHJ"));
        assert!(registry.enter("ACEFHJ", second.clone(), 2));
        registry.add_token("t1", "ACEFHJ");
        registry.forget("ACEFHJ", &first.downgrade(), &["t1".into()]);
        assert!(registry.contains("ACEFHJ"));
        assert_eq!(registry.code_of_token("t1").as_deref(), Some("ACEFHJ"));
        registry.forget("ACEFHJ", &second.downgrade(), &["t1".into()]);
        assert_eq!(registry.count(), 0);
        assert_eq!(registry.code_of_token("t1"), None);
    }
}
