/**
 * Generated from the public API's OpenAPI document by `npm run api:types`; do not edit.
 * src/server/api/api.test.ts fails when it is out of date.
 */

export interface paths {
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tools
         * @description Every tool, with the JSON Schema of its run request.
         */
        get: operations["listTools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/long-form-writer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Long-Form Writer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runLongFormWriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/blog-generator/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Blog Generator
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runBlogGenerator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/email-campaign/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Email Campaign
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runEmailCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/resume-writer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Resume & Cover Letter
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runResumeWriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/legal-draft/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Legal Draft
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runLegalDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/academic-writer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Academic Writer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runAcademicWriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/script-writer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Script Writer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runScriptWriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/product-description/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Product Description
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runProductDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/sales-email/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Sales Cold Email
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runSalesEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/paraphraser/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Paraphraser
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runParaphraser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/sentence-rewriter/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Sentence Rewriter
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runSentenceRewriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/humanizer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Humanizer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runHumanizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/tone-adjuster/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Tone Adjuster
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runToneAdjuster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/synonym-enhancer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Synonym Enhancer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runSynonymEnhancer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/passive-to-active/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Passive to Active
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runPassiveToActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/formality-converter/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Formality Converter
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runFormalityConverter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/grammar-checker/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Grammar Checker
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runGrammarChecker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/style-enhancer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Style Enhancer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runStyleEnhancer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/sentence-expander/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Sentence Expander
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runSentenceExpander"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/sentence-shortener/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Sentence Shortener
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runSentenceShortener"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/punctuation-fixer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Punctuation Fixer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runPunctuationFixer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/readability-enhancer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Readability Enhancer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runReadabilityEnhancer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/clarity-booster/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Clarity Booster
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runClarityBooster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/paragraph-reducer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Paragraph Reducer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runParagraphReducer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/bullet-summarizer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Bullet Summarizer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runBulletSummarizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/paragraph-summarizer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Paragraph Summarizer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runParagraphSummarizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/abstract-generator/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Abstract Generator
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runAbstractGenerator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/meeting-notes/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Meeting Notes
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runMeetingNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/study-notes/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Study Notes
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runStudyNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/poem-creator/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Poem Creator
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runPoemCreator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/quote-rewriter/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Quote Rewriter
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runQuoteRewriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/hook-generator/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Hook Generator
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runHookGenerator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/youtube-tools/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run YouTube Tools
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runYoutubeTools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/question-generator/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Question Generator
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runQuestionGenerator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/language-translator/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Language Translator
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runLanguageTranslator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/seo-localizer/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run SEO Localizer
         * @description Runs the tool on your word allowance, with the same validation, kill switches and allowance as the app. With `Accept: text/event-stream` the answer streams as Server-Sent Events: `start` {documentId}, `delta` {text} as the model writes, then exactly one of `done` {output, wordsCharged, usage, truncated, documentId} or `error` {code, title, message}. Otherwise the answer is JSON once the run has finished. With an `Idempotency-Key`, a retry within 24 hours answers the first result and charges nothing more; the same key with a different body answers 422.
         */
        post: operations["runSeoLocalizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Your documents (every run is one), newest first, 20 a page; `q` searches title, input and text.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Create a document
         * @description A new document of your own (tool `document`), blank or with the given title and text; titled "Untitled document" unless given one. Charges no words.
         */
        post: operations["createDocument"];
        /** Delete every document */
        delete: operations["deleteAllDocuments"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export every document */
        get: operations["exportDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a document */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /** Delete a document (restorable for 10 minutes) */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        /** Rename a document or edit its text */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/api/v1/documents/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted document */
        post: operations["restoreDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a document's revisions
         * @description Its 200 newest revisions, newest first, without their text.
         */
        get: operations["listDocumentRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a revision */
        get: operations["getDocumentRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a revision
         * @description The document's title and text become the revision's (its version goes up), and the restore is kept as a revision of its own (`restore`), so it can be undone by restoring another.
         */
        post: operations["restoreDocumentRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Run request for Long-Form Writer: SEO articles in three drafts from one topic */
        "RunRequest_long-form-writer": {
            input: {
                topic: string;
                /** @default  */
                wordCount?: string;
                /** @default  */
                primaryKeywords?: string;
                /** @default  */
                seoTitle?: string;
                /** @default  */
                slug?: string;
                /** @default  */
                metaDescription?: string;
                /** @default  */
                semanticKeywords?: string;
                /** @default  */
                ctaText?: string;
                /** @default  */
                additionalInfo?: string;
            };
            /**
             * @default {
             *       "tone": "formal",
             *       "persona": "expert",
             *       "creativityLevel": "medium",
             *       "keywordDensity": 2,
             *       "citationsEnabled": true,
             *       "linkSuggestions": true
             *     }
             */
            options?: {
                /**
                 * @default formal
                 * @enum {string}
                 */
                tone?: "formal" | "friendly" | "expert" | "conversational";
                /**
                 * @default expert
                 * @enum {string}
                 */
                persona?: "expert" | "educator" | "journalist" | "analyst";
                /**
                 * @default medium
                 * @enum {string}
                 */
                creativityLevel?: "low" | "medium" | "high";
                /** @default 2 */
                keywordDensity?: number;
                /** @default true */
                citationsEnabled?: boolean;
                /** @default true */
                linkSuggestions?: boolean;
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Blog Generator: Complete blog posts for your audience and tone */
        "RunRequest_blog-generator": {
            input: {
                topic: string;
                /** @default  */
                keywords?: string;
            };
            /**
             * @default {
             *       "length": "medium",
             *       "tone": "professional",
             *       "audience": "general"
             *     }
             */
            options?: {
                /**
                 * @default medium
                 * @enum {string}
                 */
                length?: "short" | "medium" | "long" | "very-long";
                /**
                 * @default professional
                 * @enum {string}
                 */
                tone?: "professional" | "casual" | "friendly" | "authoritative" | "conversational" | "educational";
                /**
                 * @default general
                 * @enum {string}
                 */
                audience?: "general" | "beginners" | "professionals" | "students" | "business-owners" | "tech-enthusiasts";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Email Campaign: Promotions, welcomes and follow-ups that convert */
        "RunRequest_email-campaign": {
            input: {
                description: string;
            };
            /**
             * @default {
             *       "purpose": "promotion",
             *       "tone": "professional",
             *       "length": "medium"
             *     }
             */
            options?: {
                /**
                 * @default promotion
                 * @enum {string}
                 */
                purpose?: "promotion" | "follow-up" | "welcome" | "reminder" | "newsletter" | "announcement";
                /**
                 * @default professional
                 * @enum {string}
                 */
                tone?: "professional" | "conversational" | "friendly" | "urgent" | "formal";
                /**
                 * @default medium
                 * @enum {string}
                 */
                length?: "short" | "medium" | "long";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Resume & Cover Letter: ATS-friendly resumes and matching cover letters */
        "RunRequest_resume-writer": {
            input: {
                jobTitle: string;
                experience: string;
                /** @default  */
                skills?: string;
                /** @default  */
                education?: string;
                /** @default  */
                achievements?: string;
            };
            /**
             * @default {
             *       "industry": "technology",
             *       "atsOptimized": true,
             *       "includeCoverLetter": false
             *     }
             */
            options?: {
                /**
                 * @default technology
                 * @enum {string}
                 */
                industry?: "technology" | "healthcare" | "finance" | "marketing" | "sales" | "education" | "manufacturing" | "retail" | "consulting" | "government" | "non-profit" | "other";
                /** @default true */
                atsOptimized?: boolean;
                /** @default false */
                includeCoverLetter?: boolean;
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Legal Draft: Contracts, NDAs and policies for your jurisdiction */
        "RunRequest_legal-draft": {
            input: {
                details: string;
            };
            /**
             * @default {
             *       "documentType": "Contract",
             *       "jurisdiction": "us",
             *       "region": "",
             *       "style": "US English - Legal",
             *       "risk": "conservative",
             *       "standardClauses": true
             *     }
             */
            options?: {
                /**
                 * @default Contract
                 * @enum {string}
                 */
                documentType?: "Contract" | "Agreement" | "NDA" | "Terms of Service" | "Privacy Policy" | "Employment Letter" | "Other";
                /**
                 * @default us
                 * @enum {string}
                 */
                jurisdiction?: "us" | "uk" | "ca" | "au" | "de" | "fr" | "in" | "sg" | "ae";
                /**
                 * @default
                 * @enum {string}
                 */
                region?: "" | "California" | "New York" | "Texas" | "Florida" | "Illinois" | "England" | "Scotland" | "Wales" | "Northern Ireland" | "Ontario" | "Quebec" | "British Columbia" | "Alberta" | "NSW" | "Victoria" | "Queensland" | "Western Australia" | "Bavaria" | "North Rhine-Westphalia" | "Baden-Württemberg" | "Île-de-France" | "Auvergne-Rhône-Alpes" | "Provence-Alpes-Côte d'Azur" | "Maharashtra" | "Delhi" | "Karnataka" | "Tamil Nadu" | "Dubai" | "Abu Dhabi" | "Sharjah";
                /**
                 * @default US English - Legal
                 * @enum {string}
                 */
                style?: "British English - Legal" | "US English - Legal" | "Local Language";
                /**
                 * @default conservative
                 * @enum {string}
                 */
                risk?: "conservative" | "aggressive";
                /** @default true */
                standardClauses?: boolean;
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Academic Writer: Structured essays and papers in academic style */
        "RunRequest_academic-writer": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "paperType": "essay",
             *       "level": "undergraduate"
             *     }
             */
            options?: {
                /**
                 * @default essay
                 * @enum {string}
                 */
                paperType?: "essay" | "research paper" | "literature review" | "report";
                /**
                 * @default undergraduate
                 * @enum {string}
                 */
                level?: "high school" | "undergraduate" | "graduate" | "doctoral";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Script Writer: Video and podcast scripts with scenes and cues */
        "RunRequest_script-writer": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "format": "YouTube video",
             *       "duration": "3 minutes"
             *     }
             */
            options?: {
                /**
                 * @default YouTube video
                 * @enum {string}
                 */
                format?: "YouTube video" | "short-form video" | "podcast episode" | "explainer" | "advert";
                /**
                 * @default 3 minutes
                 * @enum {string}
                 */
                duration?: "1 minute" | "3 minutes" | "5 minutes" | "10 minutes";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Product Description: Persuasive product copy for stores and listings */
        "RunRequest_product-description": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "platform": "online store",
             *       "tone": "persuasive"
             *     }
             */
            options?: {
                /**
                 * @default online store
                 * @enum {string}
                 */
                platform?: "online store" | "Amazon" | "Etsy" | "social media";
                /**
                 * @default persuasive
                 * @enum {string}
                 */
                tone?: "persuasive" | "luxury" | "playful" | "technical";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Sales Cold Email: Short cold emails that earn a reply */
        "RunRequest_sales-email": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "goal": "book a call"
             *     }
             */
            options?: {
                /**
                 * @default book a call
                 * @enum {string}
                 */
                goal?: "book a call" | "start a trial" | "reply" | "get a referral";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Paraphraser: Rephrase text in five modes and twelve languages */
        RunRequest_paraphraser: {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "mode": "standard",
             *       "tone": "professional",
             *       "language": "en"
             *     }
             */
            options?: {
                /**
                 * @default standard
                 * @enum {string}
                 */
                mode?: "standard" | "creative" | "formal" | "shorten" | "expand";
                /**
                 * @default professional
                 * @enum {string}
                 */
                tone?: "professional" | "friendly" | "witty" | "serious";
                /**
                 * @default en
                 * @enum {string}
                 */
                language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "ru" | "ja" | "ko" | "zh" | "ar" | "hi";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Sentence Rewriter: Rewrite sentences all at once or one by one */
        "RunRequest_sentence-rewriter": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "styleFocus": "clearer"
             *     }
             */
            options?: {
                /**
                 * @default clearer
                 * @enum {string}
                 */
                styleFocus?: "clearer" | "more natural" | "engaging";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Humanizer: Make machine-sounding text read naturally */
        RunRequest_humanizer: {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "personality": "conversational",
             *       "level": "moderate"
             *     }
             */
            options?: {
                /**
                 * @default conversational
                 * @enum {string}
                 */
                personality?: "conversational" | "professional" | "storyteller" | "academic" | "casual" | "enthusiastic";
                /**
                 * @default moderate
                 * @enum {string}
                 */
                level?: "light" | "moderate" | "strong" | "maximum";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Tone Adjuster: Shift your writing to the tone your audience needs */
        "RunRequest_tone-adjuster": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "tone": "professional",
             *       "audience": "general public"
             *     }
             */
            options?: {
                /**
                 * @default professional
                 * @enum {string}
                 */
                tone?: "professional" | "friendly" | "formal" | "casual" | "confident" | "empathetic" | "persuasive" | "enthusiastic";
                /**
                 * @default general public
                 * @enum {string}
                 */
                audience?: "general public" | "colleagues" | "executives" | "customers" | "students" | "friends";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Synonym Enhancer: Swap repeated words for precise alternatives */
        "RunRequest_synonym-enhancer": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "intensity": "moderate"
             *     }
             */
            options?: {
                /**
                 * @default moderate
                 * @enum {string}
                 */
                intensity?: "subtle" | "moderate" | "bold";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Passive to Active: Turn passive constructions into active voice */
        "RunRequest_passive-to-active": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Formality Converter: Move text between casual and formal registers */
        "RunRequest_formality-converter": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "target": "formal"
             *     }
             */
            options?: {
                /**
                 * @default formal
                 * @enum {string}
                 */
                target?: "formal" | "neutral" | "casual";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Grammar Checker: Find and fix grammar, spelling and punctuation */
        "RunRequest_grammar-checker": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "dialect": "american"
             *     }
             */
            options?: {
                /**
                 * @default american
                 * @enum {string}
                 */
                dialect?: "american" | "british" | "canadian" | "australian";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Style Enhancer: Polish style: creative, professional or academic */
        "RunRequest_style-enhancer": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            /** @enum {string} */
            presetId?: "creative" | "professional" | "academic";
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Sentence Expander: Add detail and depth to short sentences */
        "RunRequest_sentence-expander": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "detail": "moderate"
             *     }
             */
            options?: {
                /**
                 * @default moderate
                 * @enum {string}
                 */
                detail?: "brief" | "moderate" | "rich";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Sentence Shortener: Cut long sentences down to what matters */
        "RunRequest_sentence-shortener": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            /** @enum {string} */
            presetId?: "concise" | "readable";
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Punctuation Fixer: Correct commas, quotes and sentence endings */
        "RunRequest_punctuation-fixer": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Readability Enhancer: Make complex text easy to read */
        "RunRequest_readability-enhancer": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            /** @enum {string} */
            presetId?: "simple" | "educational";
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Clarity Booster: Remove ambiguity and make the point plain */
        "RunRequest_clarity-booster": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Paragraph Reducer: Condense paragraphs without losing meaning */
        "RunRequest_paragraph-reducer": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "target": "50"
             *     }
             */
            options?: {
                /**
                 * @default 50
                 * @enum {string}
                 */
                target?: "75" | "50" | "25";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Bullet Summarizer: Summaries as scannable bullet points */
        "RunRequest_bullet-summarizer": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "bulletCount": "5-7",
             *       "style": "concise"
             *     }
             */
            options?: {
                /**
                 * @default 5-7
                 * @enum {string}
                 */
                bulletCount?: "3-5" | "5-7" | "7-10" | "10+";
                /**
                 * @default concise
                 * @enum {string}
                 */
                style?: "concise" | "detailed" | "key facts" | "action items" | "executive" | "study";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Paragraph Summarizer: One tight paragraph from long text */
        "RunRequest_paragraph-summarizer": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "length": "medium"
             *     }
             */
            options?: {
                /**
                 * @default medium
                 * @enum {string}
                 */
                length?: "short" | "medium" | "long";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Abstract Generator: Research abstracts from papers and drafts */
        "RunRequest_abstract-generator": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "kind": "informative"
             *     }
             */
            options?: {
                /**
                 * @default informative
                 * @enum {string}
                 */
                kind?: "informative" | "descriptive" | "structured";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Meeting Notes: Decisions and action items from transcripts */
        "RunRequest_meeting-notes": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "detail": "standard"
             *     }
             */
            options?: {
                /**
                 * @default standard
                 * @enum {string}
                 */
                detail?: "brief" | "standard" | "detailed";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Study Notes: Revision notes from lectures and chapters */
        "RunRequest_study-notes": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "format": "outline"
             *     }
             */
            options?: {
                /**
                 * @default outline
                 * @enum {string}
                 */
                format?: "outline" | "Cornell notes" | "flashcards";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Poem Creator: Romantic, modern or haiku poems on any theme */
        "RunRequest_poem-creator": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            /** @enum {string} */
            presetId?: "romantic" | "modern" | "haiku";
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Quote Rewriter: Fresh takes on famous quotes */
        "RunRequest_quote-rewriter": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "style": "modern"
             *     }
             */
            options?: {
                /**
                 * @default modern
                 * @enum {string}
                 */
                style?: "modern" | "poetic" | "humorous" | "motivational";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Hook Generator: Openers that stop the scroll */
        "RunRequest_hook-generator": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "audience": "general",
             *       "platform": "LinkedIn",
             *       "style": "question"
             *     }
             */
            options?: {
                /**
                 * @default general
                 * @enum {string}
                 */
                audience?: "general" | "entrepreneurs" | "marketers" | "students" | "developers" | "parents" | "creators";
                /**
                 * @default LinkedIn
                 * @enum {string}
                 */
                platform?: "Instagram" | "TikTok" | "YouTube" | "LinkedIn" | "X (Twitter)" | "Blog" | "Email";
                /**
                 * @default question
                 * @enum {string}
                 */
                style?: "question" | "bold statement" | "statistic" | "story" | "curiosity gap" | "contrarian";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for YouTube Tools: Titles, SEO descriptions and script points */
        "RunRequest_youtube-tools": {
            input: {
                text: string;
            };
            /** @default {} */
            options?: Record<string, never>;
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Question Generator: Quizzes and discussion questions from content */
        "RunRequest_question-generator": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "type": "mixed",
             *       "difficulty": "intermediate",
             *       "audience": "students"
             *     }
             */
            options?: {
                /**
                 * @default mixed
                 * @enum {string}
                 */
                type?: "multiple-choice" | "true/false" | "short-answer" | "essay" | "discussion" | "mixed";
                /**
                 * @default intermediate
                 * @enum {string}
                 */
                difficulty?: "beginner" | "intermediate" | "advanced" | "mixed";
                /**
                 * @default students
                 * @enum {string}
                 */
                audience?: "students" | "professionals" | "general" | "experts";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for Language Translator: Translate between about 110 languages */
        "RunRequest_language-translator": {
            input: {
                text: string;
            };
            /**
             * @default {
             *       "source": "auto",
             *       "target": "es",
             *       "preserveTone": true,
             *       "formal": false,
             *       "inlineNotes": false
             *     }
             */
            options?: {
                /**
                 * @default auto
                 * @enum {string}
                 */
                source?: "auto" | "af" | "sq" | "am" | "ar" | "hy" | "az" | "eu" | "be" | "bn" | "bs" | "bg" | "ca" | "ceb" | "ny" | "zh" | "zh-TW" | "co" | "hr" | "cs" | "da" | "nl" | "en" | "eo" | "et" | "tl" | "fi" | "fr" | "fy" | "gl" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hmn" | "hu" | "is" | "ig" | "id" | "ga" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "rw" | "ko" | "ku" | "ky" | "lo" | "la" | "lv" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mn" | "my" | "ne" | "no" | "or" | "ps" | "fa" | "pl" | "pt" | "pt-BR" | "pa" | "ro" | "ru" | "sm" | "gd" | "sr" | "st" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "es-MX" | "su" | "sw" | "sv" | "tg" | "ta" | "tt" | "te" | "th" | "tr" | "tk" | "uk" | "ur" | "ug" | "uz" | "vi" | "cy" | "xh" | "yi" | "yo" | "zu";
                /**
                 * @default es
                 * @enum {string}
                 */
                target?: "af" | "sq" | "am" | "ar" | "hy" | "az" | "eu" | "be" | "bn" | "bs" | "bg" | "ca" | "ceb" | "ny" | "zh" | "zh-TW" | "co" | "hr" | "cs" | "da" | "nl" | "en" | "eo" | "et" | "tl" | "fi" | "fr" | "fy" | "gl" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hmn" | "hu" | "is" | "ig" | "id" | "ga" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "rw" | "ko" | "ku" | "ky" | "lo" | "la" | "lv" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mn" | "my" | "ne" | "no" | "or" | "ps" | "fa" | "pl" | "pt" | "pt-BR" | "pa" | "ro" | "ru" | "sm" | "gd" | "sr" | "st" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "es-MX" | "su" | "sw" | "sv" | "tg" | "ta" | "tt" | "te" | "th" | "tr" | "tk" | "uk" | "ur" | "ug" | "uz" | "vi" | "cy" | "xh" | "yi" | "yo" | "zu";
                /** @default true */
                preserveTone?: boolean;
                /** @default false */
                formal?: boolean;
                /** @default false */
                inlineNotes?: boolean;
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        /** @description Run request for SEO Localizer: Localize content and keywords for new regions */
        "RunRequest_seo-localizer": {
            input: {
                text: string;
                /** @default  */
                keywords?: string;
            };
            /**
             * @default {
             *       "region": "United Kingdom",
             *       "language": "en",
             *       "adaptation": "full"
             *     }
             */
            options?: {
                /**
                 * @default United Kingdom
                 * @enum {string}
                 */
                region?: "United States" | "United Kingdom" | "Canada" | "Australia" | "India" | "Germany" | "France" | "Spain" | "Mexico" | "Brazil" | "Japan" | "South Korea" | "China" | "United Arab Emirates" | "South Africa" | "Nigeria";
                /**
                 * @default en
                 * @enum {string}
                 */
                language?: "af" | "sq" | "am" | "ar" | "hy" | "az" | "eu" | "be" | "bn" | "bs" | "bg" | "ca" | "ceb" | "ny" | "zh" | "zh-TW" | "co" | "hr" | "cs" | "da" | "nl" | "en" | "eo" | "et" | "tl" | "fi" | "fr" | "fy" | "gl" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hmn" | "hu" | "is" | "ig" | "id" | "ga" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "rw" | "ko" | "ku" | "ky" | "lo" | "la" | "lv" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mn" | "my" | "ne" | "no" | "or" | "ps" | "fa" | "pl" | "pt" | "pt-BR" | "pa" | "ro" | "ru" | "sm" | "gd" | "sr" | "st" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "es-MX" | "su" | "sw" | "sv" | "tg" | "ta" | "tt" | "te" | "th" | "tr" | "tk" | "uk" | "ur" | "ug" | "uz" | "vi" | "cy" | "xh" | "yi" | "yo" | "zu";
                /**
                 * @default full
                 * @enum {string}
                 */
                adaptation?: "light" | "full";
            };
            presetId?: string;
            draftIndex?: number;
            /** @description false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. Absent or true: the run follows your organization's guide, or your own. */
            styleGuide?: boolean;
        };
        DocumentPatch: {
            title?: string;
            output?: string;
            body?: {
                /** @constant */
                type: "doc";
            } & {
                [key: string]: unknown;
            };
            revision?: {
                /** @constant */
                reason: "ai";
                /** Format: uuid */
                sourceRunId: string;
            };
            version: number;
        };
        DocumentCreate: {
            title?: string;
            output?: string;
            body?: {
                /** @constant */
                type: "doc";
            } & {
                [key: string]: unknown;
            };
        };
        RestoreRevision: {
            version: number;
        };
        DeleteAllDocuments: {
            /** @constant */
            confirm: "DELETE";
        };
        Error: {
            error: {
                /** @description Stable, machine-readable code, e.g. WORD_LIMIT_REACHED. */
                code: string;
                title: string;
                /** @description What to tell a person, in plain English. */
                message: string;
            };
            /**
             * Format: uuid
             * @description For a run that failed after it started: the document keeping what it wrote.
             */
            documentId?: string;
        };
        RunResult: {
            /**
             * Format: uuid
             * @description The run's id (the same as documentId: a run is its document).
             */
            id: string;
            output: string;
            wordsCharged: number;
            usage: {
                wordsUsed: number;
                wordsLimit: number;
            };
            /** @description True when the output was cut short: the word allowance ran out (the output stops at the last word it covers) or the model reached its length limit. */
            truncated: boolean;
            /** Format: uuid */
            documentId: string;
            /** @description A structured result beside the text (the grammar checker's issues). */
            result?: unknown;
        };
        Tool: {
            slug: string;
            name: string;
            group: string;
            description: string;
            /** @description JSON Schema (2020-12) of the run request's body for this tool. */
            inputSchema: {
                [key: string]: unknown;
            };
        };
        ToolList: {
            tools: components["schemas"]["Tool"][];
        };
        DocumentSummary: {
            /** Format: uuid */
            id: string;
            tool: string;
            title: string;
            /**
             * @description How the run ended; `truncated`: the word allowance or the model's length limit cut its text short.
             * @enum {string}
             */
            status: "running" | "done" | "stopped" | "failed" | "interrupted" | "truncated";
            wordsCharged: number;
            createdAt: string;
            updatedAt: string;
        };
        DocumentDetail: {
            /** Format: uuid */
            id: string;
            tool: string;
            title: string;
            /**
             * @description How the run ended; `truncated`: the word allowance or the model's length limit cut its text short.
             * @enum {string}
             */
            status: "running" | "done" | "stopped" | "failed" | "interrupted" | "truncated";
            wordsCharged: number;
            createdAt: string;
            updatedAt: string;
            input: {
                [key: string]: string;
            };
            options: {
                [key: string]: string | number | boolean;
            };
            presetId: string | null;
            draftIndex: number | null;
            output: string;
            result: unknown;
            body: ({
                /** @constant */
                type: "doc";
            } & {
                [key: string]: unknown;
            }) | null;
            version: number;
            /** @description The style guide that shaped the run (your organization's or your own, at which version); null when none did (the run said `styleGuide: false`, no guide was saved, or the document was begun in the editor). */
            styleGuide: {
                /** @enum {string} */
                scope: "organization" | "personal";
                version: number;
            } | null;
            /** @description Words charged for the AI actions run on selections of this document in the editor, summed (`wordsCharged` is the document's own run's). */
            aiWordsCharged: number;
        };
        DocumentPage: {
            items: components["schemas"]["DocumentSummary"][];
            nextCursor: string | null;
        };
        DocumentDeleted: {
            /** Format: uuid */
            id: string;
            deletedAt: string;
            restorableUntil: string;
        };
        DocumentsDeleted: {
            deleted: number;
        };
        DocumentExport: {
            exportedAt: string;
            documents: components["schemas"]["DocumentDetail"][];
        };
        DocumentConflict: {
            error: {
                /** @constant */
                code: "VERSION_CONFLICT";
                title: string;
                message: string;
            };
            current: {
                version: number;
                title: string;
                output: string;
                updatedAt: string;
            };
        };
        RevisionList: {
            items: {
                /** Format: uuid */
                id: string;
                /**
                 * @description Why it was kept: `original` (the document before its first change), `autosave` (at most one a minute of typing), `ai` (an accepted AI action on a selection), `restore` (a revision brought back).
                 * @enum {string}
                 */
                reason: "original" | "autosave" | "ai" | "restore";
                createdAt: string;
                words: number;
                /** @description For an `ai` revision, the tool of the AI action. */
                sourceTool: string | null;
                /** @description For an `ai` revision, the options the AI action ran with (a translation's `target` language). */
                sourceOptions: {
                    [key: string]: string | number | boolean;
                } | null;
            }[];
        };
        DocumentRevision: {
            /** Format: uuid */
            id: string;
            /**
             * @description Why it was kept: `original` (the document before its first change), `autosave` (at most one a minute of typing), `ai` (an accepted AI action on a selection), `restore` (a revision brought back).
             * @enum {string}
             */
            reason: "original" | "autosave" | "ai" | "restore";
            createdAt: string;
            words: number;
            title: string;
            output: string;
            body: ({
                /** @constant */
                type: "doc";
            } & {
                [key: string]: unknown;
            }) | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tools. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolList"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runLongFormWriter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_long-form-writer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runBlogGenerator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_blog-generator"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runEmailCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_email-campaign"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runResumeWriter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_resume-writer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runLegalDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_legal-draft"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runAcademicWriter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_academic-writer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runScriptWriter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_script-writer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runProductDescription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_product-description"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSalesEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_sales-email"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runParaphraser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_paraphraser"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSentenceRewriter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_sentence-rewriter"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runHumanizer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_humanizer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runToneAdjuster: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_tone-adjuster"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSynonymEnhancer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_synonym-enhancer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runPassiveToActive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_passive-to-active"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runFormalityConverter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_formality-converter"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runGrammarChecker: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_grammar-checker"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runStyleEnhancer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_style-enhancer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSentenceExpander: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_sentence-expander"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSentenceShortener: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_sentence-shortener"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runPunctuationFixer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_punctuation-fixer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runReadabilityEnhancer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_readability-enhancer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runClarityBooster: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_clarity-booster"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runParagraphReducer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_paragraph-reducer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runBulletSummarizer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_bullet-summarizer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runParagraphSummarizer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_paragraph-summarizer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runAbstractGenerator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_abstract-generator"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runMeetingNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_meeting-notes"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runStudyNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_study-notes"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runPoemCreator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_poem-creator"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runQuoteRewriter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_quote-rewriter"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runHookGenerator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_hook-generator"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runYoutubeTools: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_youtube-tools"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runQuestionGenerator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_question-generator"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runLanguageTranslator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_language-translator"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSeoLocalizer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with it run the tool once. Anything else answers 400. */
                "Idempotency-Key"?: string;
                /** @description `text/event-stream` for the run's event stream; anything else answers JSON once it is over. */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunRequest_seo-localizer"];
            };
        };
        responses: {
            /** @description The finished run (JSON), or its event stream (text/event-stream). */
            200: {
                headers: {
                    /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResult"];
                    "text/event-stream": string;
                };
            };
            /** @description The body does not pass the tool's validation (VALIDATION_ERROR, the message says why), an unknown AI style (UNKNOWN_PRESET), or a malformed Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The word allowance does not cover this run, or the account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with this Idempotency-Key is still running, or was cancelled before it finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE), or too long for the AI model. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The run's words could not be recorded (USAGE_UPDATE_FAILED), or the server failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model failed; nothing was charged. `documentId` names what it wrote. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description AI processing is switched off by an administrator, the tool is under maintenance, no model is available, the run was interrupted, or the database is unavailable for a moment (Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The AI model stopped answering (Request timed out); nothing was charged. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                q?: string;
                tool?: "document" | "long-form-writer" | "blog-generator" | "email-campaign" | "resume-writer" | "legal-draft" | "academic-writer" | "script-writer" | "product-description" | "sales-email" | "paraphraser" | "sentence-rewriter" | "humanizer" | "tone-adjuster" | "synonym-enhancer" | "passive-to-active" | "formality-converter" | "grammar-checker" | "style-enhancer" | "sentence-expander" | "sentence-shortener" | "punctuation-fixer" | "readability-enhancer" | "clarity-booster" | "paragraph-reducer" | "bullet-summarizer" | "paragraph-summarizer" | "abstract-generator" | "meeting-notes" | "study-notes" | "poem-creator" | "quote-rewriter" | "hook-generator" | "youtube-tools" | "question-generator" | "language-translator" | "seo-localizer" | "describe-voice";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            /** @description An unknown tool, a search over 200 characters, or a malformed cursor (VALIDATION_ERROR). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DocumentCreate"];
            };
        };
        responses: {
            /** @description The new document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The body does not pass validation (VALIDATION_ERROR). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAllDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAllDocuments"];
            };
        };
        responses: {
            /** @description How many documents were deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentsDeleted"];
                };
            };
            /** @description The body is not {"confirm":"DELETE"} (VALIDATION_ERROR). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every document in full. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentExport"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such document of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; restorable until restorableUntil. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDeleted"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such document of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The document is still being written (RUN_IN_PROGRESS). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentPatch"];
            };
        };
        responses: {
            /** @description The document after the edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The edit does not pass validation (VALIDATION_ERROR). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such document of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The document changed since `version` (VERSION_CONFLICT), or is still being written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such deleted document of yours, or its 10 minutes have passed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocumentRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionList"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such document of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocumentRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
                /** @description The revision's id. Any other text answers 404. */
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision with its title and text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRevision"];
                };
            };
            /** @description The address or a header holds characters the server refuses (NUL), or the request is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such document of yours, or no such revision of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreDocumentRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's id (a run's id). Any other text answers 404. */
                id: string;
                /** @description The revision's id. Any other text answers 404. */
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestoreRevision"];
            };
        };
        responses: {
            /** @description The document after the restore. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The body is not { version } (VALIDATION_ERROR). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No key, an unknown, expired or revoked key, or a cookie instead of a key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key's account is suspended or banned. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such document of yours, or no such revision of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The document changed since `version` (VERSION_CONFLICT), or is still being written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description The body is over 1 MB (PAYLOAD_TOO_LARGE). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests with this account's keys, or too many invalid keys from this address: wait for Retry-After. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (Retry-After: 5). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
