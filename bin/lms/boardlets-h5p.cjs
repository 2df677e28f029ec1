// The H5P content type H5P.Boardlets (packed as H5P.Boardlets-1.0/boardlets-h5p.js
// by `boardlets-pack h5p`): a classic script, as H5P loads its libraries'
// scripts, that mounts the games through lms-runtime.js beside it and reports
// through H5P's xAPI dispatcher: `attempted` when the games are shown,
// `interacted` for each move a person makes, `answered` with the score when a
// game ends, and `completed` with the overall score (and success) when every
// game of the set has ended. It keeps its state for H5P's "save the user's
// progress" (getCurrentState / extras.previousState).
/* global H5P, ResizeObserver */
(function () {
  'use strict';
  var LIBRARY = 'H5P.Boardlets-1.0';
  // The folder this script was loaded from, in case the host's H5P has no getLibraryPath (or combines scripts).
  var scriptBase = document.currentScript && document.currentScript.src ? document.currentScript.src.replace(/[^/]*$/, '') : '';

  /** The folder of the library's files: H5P's own answer first. */
  function libraryBase() {
    if (typeof H5P.getLibraryPath === 'function') {
      var path = H5P.getLibraryPath(LIBRARY);
      if (path) return new URL(path.replace(/\/?$/, '/'), document.baseURI).href;
    }
    return scriptBase;
  }

  /** The editor's fields (semantics.json) as the runtime's games. */
  function attributesOf(params) {
    var out = {};
    (params.attributes || []).forEach(function (a) {
      var name = a && typeof a.name === 'string' ? a.name.trim().toLowerCase() : '';
      if (name) out[name] = a.value === undefined || a.value === null ? '' : String(a.value);
    });
    return out;
  }

  function Boardlets(params, contentId, extras) {
    H5P.EventDispatcher.call(this);
    this.params = params || {};
    this.contentId = contentId;
    this.previousState = extras && extras.previousState ? extras.previousState : null;
    this.controller = null;
  }
  Boardlets.prototype = Object.create(H5P.EventDispatcher.prototype);
  Boardlets.prototype.constructor = Boardlets;

  Boardlets.prototype.attach = function ($container) {
    var container = $container && $container.get ? $container.get(0) : $container;
    container.classList.add('h5p-boardlets');
    var params = this.params;
    import(libraryBase() + 'lms-runtime.js')
      .then((lms) => {
        var game = String(params.game || 'checkbox-squares');
        var games = lms.expandSet(game, attributesOf(params), params.puzzles || 1);
        return lms.mountGames(container, { title: params.title || '', games: games }, this.previousState, (change) => this.onChange(change));
      })
      .then((controller) => {
        this.controller = controller;
        this.triggerXAPI('attempted');
        this.trigger('resize');
        if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.trigger('resize')).observe(container);
      })
      .catch(function (error) {
        var note = document.createElement('p');
        note.textContent = 'Boardlets could not start: ' + (error && error.message ? error.message : String(error));
        container.append(note);
        console.warn('boardlets H5P: the game could not start:', error);
      });
  };

  Boardlets.prototype.onChange = function (change) {
    if (change.kind === 'move' && change.detail.source !== 'computer') {
      var moved = this.createXAPIEventTemplate('interacted');
      moved.data.statement.result = { response: String(change.detail.notation || '') };
      this.trigger(moved);
    }
    if (change.kind === 'game-over' && change.result) {
      this.triggerXAPIScored(change.result.score, 100, 'answered', true, change.result.passed);
      var s = this.controller ? this.controller.summary() : null;
      if (s && s.completed) this.triggerXAPIScored(s.score, 100, 'completed', true, s.passed);
    }
    this.trigger('resize');
  };

  /** H5P's question contract, for reports and Interactive Book / Course Presentation. */
  Boardlets.prototype.getScore = function () {
    return this.controller ? this.controller.summary().score : 0;
  };
  Boardlets.prototype.getMaxScore = function () {
    return 100;
  };
  Boardlets.prototype.getAnswerGiven = function () {
    return this.controller ? this.controller.summary().started : false;
  };
  Boardlets.prototype.showSolutions = function () {};
  Boardlets.prototype.resetTask = function () {
    if (!this.controller) return;
    this.controller.games.forEach(function (g) {
      g.result = null;
      if (typeof g.el.newGame === 'function') g.el.newGame(g.el.getAttribute('seed') || undefined);
    });
  };
  Boardlets.prototype.getCurrentState = function () {
    return this.controller ? this.controller.state() : this.previousState;
  };
  Boardlets.prototype.getTitle = function () {
    return this.params.title || 'Boardlets';
  };

  H5P.Boardlets = Boardlets;
})();
